// The About page's campus scenes and core values. See ./fact.ts.
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
    title: "Morning Assembly",
    text: "Every day begins together, with a prayer, the news and a thought for the day.",
    Icon: Sun,
  },
  {
    title: "Classrooms",
    text: "Bright, air-conditioned rooms with smart boards and space to work in groups.",
    Icon: Presentation,
  },
  {
    title: "Library",
    text: "A quiet corner for story books, reference books, newspapers and magazines.",
    Icon: BookOpen,
  },
  {
    title: "Laboratories",
    text: "Where science is something children do, not only something they read about.",
    Icon: FlaskConical,
  },
  { title: "Sports Ground", text: "Room to run, play, practise and represent the school.", Icon: Trophy },
  { title: "Celebrations", text: "Festivals, Annual Day and special assemblies all through the year.", Icon: Sparkles },
];

export const CORE_VALUES: Fact[] = [
  {
    title: "Excellence",
    text: "We set high standards in everything we do, in the classroom, on the field and on the stage, and we help every child reach them.",
    Icon: Award,
  },
  {
    title: "Integrity",
    text: "We are honest and fair, we keep our word, and we teach children to do the right thing even when no one is watching.",
    Icon: Scale,
  },
  {
    title: "Innovation",
    text: "We welcome new ideas and better ways of teaching, and we encourage children to ask questions and try things out.",
    Icon: Lightbulb,
  },
  {
    title: "Inclusivity",
    text: "Every child is welcome and valued, whatever their background or ability, and learns to respect others in the same way.",
    Icon: HandHeart,
  },
];
