// The back office at a school's busiest: 20,000 admission enquiries, some
// thousands of visit requests and 5,000 applications for admission in the
// admissions session (every class open), written into the benchmark's fresh database
// before its server starts (one INSERT … SELECT each, so seconds, not minutes),
// and the admin the benchmark signs in as.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";

import { createSchoolPage, publishSchoolPage } from "~/features/school-pages/school-pages.server";
import { STARTER_PAGES } from "~/features/school-pages/starters";
import { createOrResetAdmin } from "~/features/users/users.server";
import { databaseConfigFromEnv, openDatabase, setCurrentDatabase } from "~/lib/database/db.server";
import { parseEnv } from "~/lib/server/env.server";

export const BENCH_ADMIN = { email: "bench-admin@school.example", password: "bench-password", name: "Bench Admin" };
const BENCH_ACTOR = { actorUserId: null, actorEmail: "npm run bench", ipAddress: null };
export const ENQUIRY_COUNT = 20_000;
export const VISIT_COUNT = 5_000;
export const APPLICATION_COUNT = 5_000;
/** A school's notices over some years, and their photos (decision 0077). */
export const NOTICE_COUNT = 5_000;
export const NOTICE_PHOTO_COUNT = 20_000;
const BENCH_PHOTO_FOLDER = "notices/bench-photo";

/** One photo of a notice in each of its sizes, where the bench's server keeps uploads (UPLOADS_DIR). */
async function writeBenchPhoto(env: NodeJS.ProcessEnv) {
  const { default: sharp } = await import("sharp");
  const folder = path.join(env.UPLOADS_DIR ?? "uploads", BENCH_PHOTO_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  for (const width of [480, 960, 1600]) {
    const photo = sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: "#7a9a5c" } });
    fs.writeFileSync(path.join(folder, `${width}.webp`), await photo.webp({ quality: 78 }).toBuffer());
  }
}

// 20 first names × 10 family names: a search for one full name finds 1 row in 200.
const FIRST = [
  "Aarav",
  "Vivaan",
  "Aditya",
  "Vihaan",
  "Arjun",
  "Sai",
  "Reyansh",
  "Ayaan",
  "Krishna",
  "Ishaan",
  "Saanvi",
  "Ananya",
  "Diya",
  "Aadhya",
  "Pari",
  "Kavya",
  "Meena",
  "Riya",
  "Sunita",
  "Pooja",
];
const FAMILY = ["Sharma", "Verma", "Gupta", "Singh", "Kumar", "Yadav", "Jain", "Saini", "Bansal", "Goyal"];
export const SEARCHED_NAME = "Kavya Saini";

const list = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(",")}]`);

/** Fills the database that `env` points at; returns how many rows of each it wrote. */
export async function seedBenchData(env: NodeJS.ProcessEnv) {
  const database = await openDatabase(databaseConfigFromEnv(parseEnv(env)));
  try {
    await database.prepare();
    const name = (i: string) =>
      sql`(${list(FIRST)})[1 + ${sql.raw(i)} % 20] || ' ' || (${list(FAMILY)})[1 + (${sql.raw(i)} / 20) % 10]`;
    await database.db.execute(sql`
      insert into admission_enquiries
        (enquirer_name, relationship, student_name, class_for_admission, contact_no, email, previous_school, message, status, created_at)
      select ${name("i")},
             (array['Father','Mother','Guardian','Sibling','Relative','Other'])[1 + i % 6],
             ${name("(i + 7)")},
             (array['Nursery','LKG','UKG','Class I','Class II','Class III','Class IV','Class V'])[1 + i % 8],
             '98' || lpad(i::text, 8, '0'),
             case when i % 3 = 0 then null else 'parent' || i || '@example.com' end,
             case when i % 2 = 0 then 'Little Stars Public School' else null end,
             'Please share the fee structure and transport routes for the new session.',
             (array['pending','contacted','completed','closed'])[1 + i % 4]::enquiry_status,
             now() - make_interval(mins => i * 13)
      from generate_series(1, ${ENQUIRY_COUNT}) as i`);
    await database.db.execute(sql`
      insert into visit_requests
        (student_name, class_for_admission, contact_no, email, visit_date, visit_time, message, status, created_at)
      select ${name("i")},
             (array['Nursery','LKG','UKG','Class I','Class II','Class III'])[1 + i % 6],
             '97' || lpad(i::text, 8, '0'),
             case when i % 2 = 0 then 'visit' || i || '@example.com' else null end,
             current_date + (i % 120) - 60,
             (array['09:00 AM','10:00 AM','11:00 AM','12:00 PM','01:00 PM','02:00 PM','03:00 PM','04:00 PM'])[1 + i % 8],
             null,
             (array['pending','confirmed','completed','cancelled'])[1 + i % 4]::visit_status,
             now() - make_interval(mins => i * 17)
      from generate_series(1, ${VISIT_COUNT}) as i`);
    // The admissions session as School Settings names it, every class of §3 open with 40 seats; applications spread
    // over the classes and, most at the start, over the stages (docs/specification.md §22).
    const classes = [
      ["Nursery", "N"],
      ["LKG", "LKG"],
      ["UKG", "UKG"],
      ["Class I", "I"],
      ["Class II", "II"],
      ["Class III", "III"],
      ["Class IV", "IV"],
      ["Class V", "V"],
      ["Class VI", "VI"],
      ["Class VII", "VII"],
      ["Class VIII", "VIII"],
      ["Class IX", "IX"],
      ["Class X", "X"],
      ["Class XI", "XI"],
      ["Class XII", "XII"],
    ];
    const session = sql`(select admissions_session from site_settings where id = 1)`;
    await database.db.execute(sql`
      insert into admission_sessions (session, opens_on, closes_on, registration_fee)
      values (${session}, current_date - 30, current_date + 60, 500)`);
    await database.db.execute(sql`
      insert into admission_classes (session, class_name, seats, min_age_months, max_age_months, age_cut_off, interaction)
      select ${session}, name, 40, (2 + n) * 12, (2 + n) * 12 + 11,
             (left(${session}, 4) || '-03-31')::date, n >= 12
      from unnest(${list(classes.map(([name]) => name!))}) with ordinality as c(name, n)`);
    await database.db.execute(sql`
      insert into applications
        (number, token_hash, session, class_sought, child_name, date_of_birth, gender, parent_name, parent_relationship,
         parent_mobile, email, address, status, created_at)
      select ${session} || '/' || (${list(classes.map(([, code]) => code!))})[1 + i % 15] || '/' || lpad((1 + i / 15)::text, 4, '0'),
             md5('bench-application-' || i),
             ${session},
             (${list(classes.map(([name]) => name!))})[1 + i % 15],
             ${name("(i + 3)")},
             date '2010-01-01' + (i % 4000),
             (array['Girl','Boy'])[1 + i % 2],
             ${name("(i + 11)")},
             (array['Father','Mother','Guardian'])[1 + i % 3],
             '96' || lpad(i::text, 8, '0'),
             case when i % 4 = 0 then null else 'family' || i || '@example.com' end,
             'Ward 7, Fatehabad',
             (array['submitted','submitted','submitted','documents_checked','documents_checked','interaction','offered',
                    'fee_received','admitted','admitted','waitlisted','withdrawn','not_offered'])[1 + (i * 7) % 13]::application_stage,
             now() - make_interval(mins => i * 23)
      from generate_series(1, ${APPLICATION_COUNT}) as i`);
    // Notices over the last five years, every category, a few pinned, and four photos each: one photo's sizes, kept
    // once in the bench's uploads, stand for them all.
    await writeBenchPhoto(env);
    await database.db.execute(sql`
      insert into announcements
        (title, slug, content, date, category, number, status, publish_at, pinned, created_at, updated_at)
      select (array['Winter vacation','Unit test timetable','Annual sports day','Board results','Admissions open',
                    'Fee reminder','Parent-teacher meeting','Science exhibition'])[1 + i % 8] || ' ' || i,
             'notice-' || i,
             'Dear parents, please read this notice carefully. It concerns the **school calendar** and your ward.',
             current_date - (i % 1800),
             (array['circular','news','holiday','examination','admission','event','result','vacancy'])[1 + i % 8]::notice_category,
             case when i % 8 = 0 then 'P/' || i else null end,
             'published',
             now() - make_interval(days => i % 1800),
             i % 1000 = 0,
             now() - make_interval(days => i % 1800),
             now() - make_interval(days => i % 1800)
      from generate_series(1, ${NOTICE_COUNT}) as i`);
    await database.db.execute(sql`
      insert into announcement_files (announcement_id, kind, storage_key, name, content_type, bytes, width, height,
                                      alt, position, is_cover)
      select a.id, 'photo', ${BENCH_PHOTO_FOLDER}, 'photo.jpg', 'image/webp', 120000, 1600, 1200,
             'Children at the event', n, n = 0
      from (select id from announcements order by ref limit ${NOTICE_PHOTO_COUNT / 4}) as a,
           generate_series(0, 3) as n`);
    await database.db.execute(sql`vacuum (analyze) announcements`);
    await database.db.execute(sql`vacuum (analyze) announcement_files`);
    // As the daily retention run leaves the embedded database (decision 0061), and autovacuum PostgreSQL's.
    await database.db.execute(sql`vacuum (analyze) applications`);
    await database.db.execute(sql`vacuum (analyze) admission_enquiries`);
    await database.db.execute(sql`vacuum (analyze) visit_requests`);
    setCurrentDatabase(database);
    await createOrResetAdmin(BENCH_ADMIN, { actorEmail: "npm run bench" });
    // A page of the school's own, published under About (docs/specification.md §32): the suggested Transport page,
    // with its table of routes, weighed and scored as every public page is (the sitemap lists it).
    const transport = await createSchoolPage({ ...STARTER_PAGES.transport, starter: "transport" }, BENCH_ACTOR);
    if (transport.ok) await publishSchoolPage(transport.id, BENCH_ACTOR);
  } finally {
    await database.close();
  }
}
