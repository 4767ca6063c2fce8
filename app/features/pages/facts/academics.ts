// The Academics page's subject areas and stages. See ./fact.ts.
import { Calculator, Dumbbell, Globe, Languages, Microscope, Palette } from "lucide-react";

import type { Fact } from "./fact";

export const SUBJECT_AREAS: Fact[] = [
  {
    title: "Languages",
    text: "English and Hindi from the first day, with a third language in the middle years, so that children read, write and speak with confidence.",
    Icon: Languages,
  },
  {
    title: "Mathematics",
    text: "From counting with beads to algebra and calculus, with plenty of practice and problems drawn from everyday life.",
    Icon: Calculator,
  },
  {
    title: "Sciences",
    text: "Environmental studies in the early years, then physics, chemistry and biology with regular work in the laboratories.",
    Icon: Microscope,
  },
  {
    title: "Social Studies",
    text: "History, geography, political science and economics, to help children understand India and the world around them.",
    Icon: Globe,
  },
  {
    title: "Visual and Performing Arts",
    text: "Drawing, painting, craft, music, dance and drama for every child, and a stage to show their talent.",
    Icon: Palette,
  },
  {
    title: "Physical Education",
    text: "Games, athletics, yoga and fitness in every class, every week, taught by trained physical education teachers.",
    Icon: Dumbbell,
  },
];

export interface Stage {
  name: string;
  /** e.g. "3-8 years". */
  ages: string;
  classes: string;
  /** How many years the stage lasts: 5, 3, 3 and 4 make NEP 2020's 5+3+3+4. */
  years: number;
  text: string;
}

export const STAGES: Stage[] = [
  {
    name: "Foundational Stage",
    ages: "3-8 years",
    classes: "Nursery to Class 2",
    years: 5,
    text: "Learning through play, stories, rhymes and activities, building early reading, numbers and good habits.",
  },
  {
    name: "Preparatory Stage",
    ages: "8-11 years",
    classes: "Classes 3-5",
    years: 3,
    text: "Reading, writing and mathematics grow stronger, with discovery-based lessons in science, languages and art.",
  },
  {
    name: "Middle Stage",
    ages: "11-14 years",
    classes: "Classes 6-8",
    years: 3,
    text: "Subject teachers introduce ideas in science, mathematics, social sciences and the arts, with projects and practical work.",
  },
  {
    name: "Secondary Stage",
    ages: "14-18 years",
    classes: "Classes 9-12",
    years: 4,
    text: "Study in depth, board examinations in Classes 10 and 12, a choice of subjects in Classes 11 and 12 and guidance for careers.",
  },
];
