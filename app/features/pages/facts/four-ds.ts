// The four Ds, on the home page and the Ethos page. See ./fact.ts.
import { Heart, Medal, Mountain, Timer } from "lucide-react";

import type { Fact } from "./fact";

export const FOUR_DS: Fact[] = [
  { title: "Determination", text: "Setting a goal and not giving up when the going gets tough.", Icon: Mountain },
  { title: "Discipline", text: "Doing the right thing at the right time, every day, without being told.", Icon: Timer },
  { title: "Devotion", text: "Giving our whole heart to our studies, our school and our country.", Icon: Heart },
  { title: "Dedication", text: "Steady, honest effort in everything we take up, big or small.", Icon: Medal },
];
