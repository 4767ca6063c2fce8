// The fixed facts of the public pages (SPEC §2): lists that describe how the
// school works and change only with a new version of the site. The pages'
// intro paragraphs are editable content sections instead (db/seed-data.ts).
import {
  Award,
  BookOpen,
  Brain,
  BusFront,
  Calculator,
  Compass,
  Dumbbell,
  FlaskConical,
  Globe,
  GraduationCap,
  HandHeart,
  Heart,
  HeartPulse,
  Languages,
  Laptop,
  Library,
  Lightbulb,
  Medal,
  Microscope,
  Mountain,
  Palette,
  Presentation,
  Scale,
  School,
  Sparkles,
  Sprout,
  Stethoscope,
  Sun,
  Target,
  Theater,
  Timer,
  Trophy,
  Users,
  type LucideIcon,
} from "lucide-react";

export interface Fact {
  title: string;
  text: string;
  Icon: LucideIcon;
}

// ------------------------------------------------------------------- Home

export const HIGHLIGHTS: Fact[] = [
  {
    title: "Academic Excellence",
    text: "A strong CBSE foundation, regular assessment and personal attention help every child do well in class and in board examinations.",
    Icon: Award,
  },
  {
    title: "Expert Faculty",
    text: "Qualified, caring teachers who keep learning themselves and who know each child's strengths and needs.",
    Icon: GraduationCap,
  },
  {
    title: "Modern Facilities",
    text: "Smart air-conditioned classrooms, well-equipped laboratories, a library and a sports complex on one safe campus.",
    Icon: School,
  },
  {
    title: "All-round Growth",
    text: "Sports, music, dance, art, clubs and celebrations, so that children grow in confidence, character and creativity.",
    Icon: Sprout,
  },
];

// ------------------------------------------------------------------ About

/** Illustrated cards standing in for photographs until the gallery has some. */
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

// ------------------------------------------------------------------ Ethos

export const BELIEFS: Fact[] = [
  {
    title: "Experiential Learning",
    text: "Children remember what they do. Experiments, projects, field trips and hands-on activities turn lessons into experiences.",
    Icon: Compass,
  },
  {
    title: "Growth Mindset",
    text: "Ability grows with effort. We praise hard work and perseverance, and we treat mistakes as a normal part of learning.",
    Icon: Sprout,
  },
  {
    title: "Comfortable Infrastructure",
    text: "Airy, air-conditioned classrooms, clean washrooms, safe drinking water and shaded play areas let children focus on learning.",
    Icon: School,
  },
  {
    title: "Individualized Focus",
    text: "Small classes let our teachers know every child: how they learn best, where they shine and where they need a helping hand.",
    Icon: Target,
  },
];

export const PILLARS_OF_GROWTH: Fact[] = [
  {
    title: "Physical Health",
    text: "Daily play, sports, yoga and regular health check-ups keep children fit and active.",
    Icon: HeartPulse,
  },
  {
    title: "Mental Health",
    text: "Reading, puzzles and reasoning sharpen the mind, in a school day with the right balance of work and rest.",
    Icon: Brain,
  },
  {
    title: "Emotional Health",
    text: "Caring class teachers and a counsellor help children understand their feelings and talk about them freely.",
    Icon: Heart,
  },
  {
    title: "Social Health",
    text: "Group work, clubs, house activities and community service teach children to cooperate, lead and respect others.",
    Icon: Users,
  },
];

export const COMMUNICATION_PRACTICES: string[] = [
  "Regular parent-teacher meetings to discuss each child's progress",
  "A school diary for day-to-day notes between teachers and parents",
  "Timely circulars and announcements about events, holidays and examinations",
  "Clear information on fees, assessments and school policies",
  "Class teachers and the Principal available to meet parents by appointment",
];

export const FOUR_DS: Fact[] = [
  { title: "Determination", text: "Setting a goal and not giving up when the going gets tough.", Icon: Mountain },
  { title: "Discipline", text: "Doing the right thing at the right time, every day, without being told.", Icon: Timer },
  { title: "Devotion", text: "Giving our whole heart to our studies, our school and our country.", Icon: Heart },
  { title: "Dedication", text: "Steady, honest effort in everything we take up, big or small.", Icon: Medal },
];

// -------------------------------------------------------------- Academics

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

// ------------------------------------------------------------- Facilities

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
