// The Academics page's subject areas and stages. See ./fact.ts.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Calculator, Dumbbell, Globe, Languages, Microscope, Palette } from "lucide-react";

import type { Fact } from "./fact";

export const SUBJECT_AREAS: Fact[] = [
  {
    title: msg`Languages`,
    text: msg`English and Hindi from the first day, with a third language in the middle years, so that children read, write and speak with confidence.`,
    Icon: Languages,
  },
  {
    title: msg`Mathematics`,
    text: msg`From counting with beads to algebra and calculus, with plenty of practice and problems drawn from everyday life.`,
    Icon: Calculator,
  },
  {
    title: msg`Sciences`,
    text: msg`Environmental studies in the early years, then physics, chemistry and biology with regular work in the laboratories.`,
    Icon: Microscope,
  },
  {
    title: msg`Social Studies`,
    text: msg`History, geography, political science and economics, to help children understand India and the world around them.`,
    Icon: Globe,
  },
  {
    title: msg`Visual and Performing Arts`,
    text: msg`Drawing, painting, craft, music, dance and drama for every child, and a stage to show their talent.`,
    Icon: Palette,
  },
  {
    title: msg`Physical Education`,
    text: msg`Games, athletics, yoga and fitness in every class, every week, taught by trained physical education teachers.`,
    Icon: Dumbbell,
  },
];

export interface Stage {
  name: MessageDescriptor;
  /** e.g. "3-8 years". */
  ages: MessageDescriptor;
  classes: MessageDescriptor;
  /** How many years the stage lasts: 5, 3, 3 and 4 make NEP 2020's 5+3+3+4. */
  years: number;
  text: MessageDescriptor;
}

export const STAGES: Stage[] = [
  {
    name: msg`Foundational Stage`,
    ages: msg`3-8 years`,
    classes: msg`Nursery to Class 2`,
    years: 5,
    text: msg`Learning through play, stories, rhymes and activities, building early reading, numbers and good habits.`,
  },
  {
    name: msg`Preparatory Stage`,
    ages: msg`8-11 years`,
    classes: msg`Classes 3-5`,
    years: 3,
    text: msg`Reading, writing and mathematics grow stronger, with discovery-based lessons in science, languages and art.`,
  },
  {
    name: msg`Middle Stage`,
    ages: msg`11-14 years`,
    classes: msg`Classes 6-8`,
    years: 3,
    text: msg`Subject teachers introduce ideas in science, mathematics, social sciences and the arts, with projects and practical work.`,
  },
  {
    name: msg`Secondary Stage`,
    ages: msg`14-18 years`,
    classes: msg`Classes 9-12`,
    years: 4,
    text: msg`Study in depth, board examinations in Classes 10 and 12, a choice of subjects in Classes 11 and 12 and guidance for careers.`,
  },
];
