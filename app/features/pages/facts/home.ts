// The home page's highlights. See ./fact.ts.
import { msg } from "@lingui/core/macro";
import { Award, GraduationCap, School, Sprout } from "lucide-react";

import type { Fact } from "./fact";

export const HIGHLIGHTS: Fact[] = [
  {
    title: msg`Academic Excellence`,
    text: msg`A strong CBSE foundation, regular assessment and personal attention help every child do well in class and in board examinations.`,
    Icon: Award,
  },
  {
    title: msg`Expert Faculty`,
    text: msg`Qualified, caring teachers who keep learning themselves and who know each child's strengths and needs.`,
    Icon: GraduationCap,
  },
  {
    title: msg`Modern Facilities`,
    text: msg`Smart air-conditioned classrooms, well-equipped laboratories, a library and a sports complex on one safe campus.`,
    Icon: School,
  },
  {
    title: msg`All-round Growth`,
    text: msg`Sports, music, dance, art, clubs and celebrations, so that children grow in confidence, character and creativity.`,
    Icon: Sprout,
  },
];

// ------------------------------------------------------------------ About

/** Illustrated cards standing in for photographs until the gallery has some. */
