// The four Ds, on the home page and the Ethos page. See ./fact.ts.
import { msg } from "@lingui/core/macro";
import { Heart, Medal, Mountain, Timer } from "lucide-react";

import type { Fact } from "./fact";

export const FOUR_DS: Fact[] = [
  { title: msg`Determination`, text: msg`Setting a goal and not giving up when the going gets tough.`, Icon: Mountain },
  {
    title: msg`Discipline`,
    text: msg`Doing the right thing at the right time, every day, without being told.`,
    Icon: Timer,
  },
  { title: msg`Devotion`, text: msg`Giving our whole heart to our studies, our school and our country.`, Icon: Heart },
  { title: msg`Dedication`, text: msg`Steady, honest effort in everything we take up, big or small.`, Icon: Medal },
];
