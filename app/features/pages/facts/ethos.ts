// The Ethos page's beliefs, pillars of growth and ways of keeping in touch. See ./fact.ts.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Brain, Compass, Heart, HeartPulse, School, Sprout, Target, Users } from "lucide-react";

import type { Fact } from "./fact";

export const BELIEFS: Fact[] = [
  {
    title: msg`Experiential Learning`,
    text: msg`Children remember what they do. Experiments, projects, field trips and hands-on activities turn lessons into experiences.`,
    Icon: Compass,
  },
  {
    title: msg`Growth Mindset`,
    text: msg`Ability grows with effort. We praise hard work and perseverance, and we treat mistakes as a normal part of learning.`,
    Icon: Sprout,
  },
  {
    title: msg`Comfortable Infrastructure`,
    text: msg`Airy, air-conditioned classrooms, clean washrooms, safe drinking water and shaded play areas let children focus on learning.`,
    Icon: School,
  },
  {
    title: msg`Individualized Focus`,
    text: msg`Small classes let our teachers know every child: how they learn best, where they shine and where they need a helping hand.`,
    Icon: Target,
  },
];

export const PILLARS_OF_GROWTH: Fact[] = [
  {
    title: msg`Physical Health`,
    text: msg`Daily play, sports, yoga and regular health check-ups keep children fit and active.`,
    Icon: HeartPulse,
  },
  {
    title: msg`Mental Health`,
    text: msg`Reading, puzzles and reasoning sharpen the mind, in a school day with the right balance of work and rest.`,
    Icon: Brain,
  },
  {
    title: msg`Emotional Health`,
    text: msg`Caring class teachers and a counsellor help children understand their feelings and talk about them freely.`,
    Icon: Heart,
  },
  {
    title: msg`Social Health`,
    text: msg`Group work, clubs, house activities and community service teach children to cooperate, lead and respect others.`,
    Icon: Users,
  },
];

export const COMMUNICATION_PRACTICES: MessageDescriptor[] = [
  msg`Regular parent-teacher meetings to discuss each child's progress`,
  msg`A school diary for day-to-day notes between teachers and parents`,
  msg`Timely circulars and announcements about events, holidays and examinations`,
  msg`Clear information on fees, assessments and school policies`,
  msg`Class teachers and the Principal available to meet parents by appointment`,
];
