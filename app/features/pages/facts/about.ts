// The About page's campus scenes and core values. See ./fact.ts.
import { msg } from "@lingui/core/macro";
import {
  Award,
  BookOpen,
  FlaskConical,
  HandHeart,
  Lightbulb,
  Presentation,
  Scale,
  Sparkles,
  Sun,
  Trophy,
} from "lucide-react";

import type { Fact } from "./fact";

export const CAMPUS_SCENES: Fact[] = [
  {
    title: msg`Morning Assembly`,
    text: msg`Every day begins together, with a prayer, the news and a thought for the day.`,
    Icon: Sun,
  },
  {
    title: msg`Classrooms`,
    text: msg`Bright, air-conditioned rooms with smart boards and space to work in groups.`,
    Icon: Presentation,
  },
  {
    title: msg`Library`,
    text: msg`A quiet corner for story books, reference books, newspapers and magazines.`,
    Icon: BookOpen,
  },
  {
    title: msg`Laboratories`,
    text: msg`Where science is something children do, not only something they read about.`,
    Icon: FlaskConical,
  },
  { title: msg`Sports Ground`, text: msg`Room to run, play, practise and represent the school.`, Icon: Trophy },
  {
    title: msg`Celebrations`,
    text: msg`Festivals, Annual Day and special assemblies all through the year.`,
    Icon: Sparkles,
  },
];

export const CORE_VALUES: Fact[] = [
  {
    title: msg`Excellence`,
    text: msg`We set high standards in everything we do, in the classroom, on the field and on the stage, and we help every child reach them.`,
    Icon: Award,
  },
  {
    title: msg`Integrity`,
    text: msg`We are honest and fair, we keep our word, and we teach children to do the right thing even when no one is watching.`,
    Icon: Scale,
  },
  {
    title: msg`Innovation`,
    text: msg`We welcome new ideas and better ways of teaching, and we encourage children to ask questions and try things out.`,
    Icon: Lightbulb,
  },
  {
    title: msg`Inclusivity`,
    text: msg`Every child is welcome and valued, whatever their background or ability, and learns to respect others in the same way.`,
    Icon: HandHeart,
  },
];
