// The facilities, on the Facilities page and the home page, with its lists. See ./fact.ts.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BusFront, FlaskConical, Laptop, Library, Presentation, Stethoscope, Theater, Trophy } from "lucide-react";

import type { Fact } from "./fact";

export const FACILITIES: Fact[] = [
  {
    title: msg`Library`,
    text: msg`Story books, reference books, encyclopaedias, newspapers and magazines in English and Hindi, and a library period for every class.`,
    Icon: Library,
  },
  {
    title: msg`Science Labs`,
    text: msg`Physics, chemistry and biology laboratories where students carry out experiments themselves, guided by trained staff.`,
    Icon: FlaskConical,
  },
  {
    title: msg`Computer Lab`,
    text: msg`A modern computer lab with internet access, where every student gets hands-on time and learns coding and safe use of the internet.`,
    Icon: Laptop,
  },
  {
    title: msg`Sports Complex`,
    text: msg`Grounds and courts for cricket, football, basketball, volleyball and athletics, with coaching by physical education teachers.`,
    Icon: Trophy,
  },
  {
    title: msg`Smart Air-Conditioned Classrooms`,
    text: msg`Spacious, well-lit, air-conditioned classrooms with smart boards that bring lessons to life with pictures, videos and animations.`,
    Icon: Presentation,
  },
  {
    title: msg`Auditorium`,
    text: msg`A large auditorium for assemblies, Annual Day, competitions, workshops and meetings with parents.`,
    Icon: Theater,
  },
  {
    title: msg`GPS-Enabled Transport`,
    text: msg`School buses on the main routes of Fatehabad and nearby villages, tracked by GPS, each with a trained driver and an attendant.`,
    Icon: BusFront,
  },
  {
    title: msg`Medical Room`,
    text: msg`A medical room with a nurse on duty through the school day for first aid and care, and a quick call to parents when a child is unwell.`,
    Icon: Stethoscope,
  },
];

export const SAFETY_MEASURES: MessageDescriptor[] = [
  msg`CCTV cameras across the campus and in the school buses`,
  msg`Security guards at the gate and a register for every visitor`,
  msg`Fire extinguishers in every block and regular evacuation drills`,
  msg`Police-verified staff, drivers and bus attendants`,
  msg`A woman attendant on every school bus`,
  msg`Children handed over at dispersal only to parents or authorised persons`,
  msg`Purified drinking water and clean, separate washrooms for girls and boys`,
];

export const INDOOR_AMENITIES: MessageDescriptor[] = [
  msg`Music and dance room`,
  msg`Art and craft room`,
  msg`Indoor games: chess, carrom and table tennis`,
  msg`Yoga and activity hall`,
  msg`Play room with toys and learning corners for the little ones`,
];

export const OUTDOOR_AMENITIES: MessageDescriptor[] = [
  msg`Large playground`,
  msg`Cricket, football and basketball`,
  msg`Volleyball court and athletics track`,
  msg`Children's play area with swings and slides`,
  msg`Green lawns and shaded seating`,
];
