// The facilities, on the Facilities page and the home page, with its lists. See ./fact.ts.
import { BusFront, FlaskConical, Laptop, Library, Presentation, Stethoscope, Theater, Trophy } from "lucide-react";

import type { Fact } from "./fact";

export const FACILITIES: Fact[] = [
  {
    title: "Library",
    text: "Story books, reference books, encyclopaedias, newspapers and magazines in English and Hindi, and a library period for every class.",
    Icon: Library,
  },
  {
    title: "Science Labs",
    text: "Physics, chemistry and biology laboratories where students carry out experiments themselves, guided by trained staff.",
    Icon: FlaskConical,
  },
  {
    title: "Computer Lab",
    text: "A modern computer lab with internet access, where every student gets hands-on time and learns coding and safe use of the internet.",
    Icon: Laptop,
  },
  {
    title: "Sports Complex",
    text: "Grounds and courts for cricket, football, basketball, volleyball and athletics, with coaching by physical education teachers.",
    Icon: Trophy,
  },
  {
    title: "Smart Air-Conditioned Classrooms",
    text: "Spacious, well-lit, air-conditioned classrooms with smart boards that bring lessons to life with pictures, videos and animations.",
    Icon: Presentation,
  },
  {
    title: "Auditorium",
    text: "A large auditorium for assemblies, Annual Day, competitions, workshops and meetings with parents.",
    Icon: Theater,
  },
  {
    title: "GPS-Enabled Transport",
    text: "School buses on the main routes of Fatehabad and nearby villages, tracked by GPS, each with a trained driver and an attendant.",
    Icon: BusFront,
  },
  {
    title: "Medical Room",
    text: "A medical room with a nurse on duty through the school day for first aid and care, and a quick call to parents when a child is unwell.",
    Icon: Stethoscope,
  },
];

export const SAFETY_MEASURES: string[] = [
  "CCTV cameras across the campus and in the school buses",
  "Security guards at the gate and a register for every visitor",
  "Fire extinguishers in every block and regular evacuation drills",
  "Police-verified staff, drivers and bus attendants",
  "A woman attendant on every school bus",
  "Children handed over at dispersal only to parents or authorised persons",
  "Purified drinking water and clean, separate washrooms for girls and boys",
];

export const INDOOR_AMENITIES: string[] = [
  "Music and dance room",
  "Art and craft room",
  "Indoor games: chess, carrom and table tennis",
  "Yoga and activity hall",
  "Play room with toys and learning corners for the little ones",
];

export const OUTDOOR_AMENITIES: string[] = [
  "Large playground",
  "Cricket, football and basketball",
  "Volleyball court and athletics track",
  "Children's play area with swings and slides",
  "Green lawns and shaded seating",
];
