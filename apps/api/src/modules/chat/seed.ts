import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  canvases,
  canvasMembers,
  chatChannels,
  chatMembers,
  chatMessages,
  opportunities,
  opportunityApplications,
  users,
} from '../../db/schema';
import type { Seeder } from '../../seed/context';
import { DEMO_SALON_SLUG, DEMO_SCHOOL_SLUG } from '../canvases/seed-business';
import { directKeyOf } from './service';

/**
 * Messages' demo (issue 25 §7), after the hiring and team seeders: the demo salon's owner talks
 * with a few of its applicants and with the demo student (whose last two messages from the salon
 * are unread, so the badge shows), and with its team in a group; the demo school's owner has a
 * group of the school's teachers. A few days of messages, oldest first. Runs once: a database
 * that already has conversations is left alone.
 */

const HOUR_MS = 60 * 60 * 1000;

interface Person {
  id: number;
  firstName: string;
}

interface Line {
  from: number;
  body: string;
  /** Hours before now. */
  hoursAgo: number;
}

interface PlannedChannel {
  kind: 'direct' | 'group';
  name: string | null;
  canvasId: number | null;
  createdBy: number;
  memberIds: number[];
  lines: Line[];
  /** Members who have not read the last `count` messages. */
  unread?: { userId: number; count: number };
}

async function canvasOf(db: Db, slug: string) {
  const rows = await db
    .select({
      id: canvases.id,
      ownerId: canvases.ownerId,
      name: sql<string>`${canvases.introduction}->>'name'`,
    })
    .from(canvases)
    .where(eq(canvases.slug, slug));
  return rows[0];
}

async function peopleOf(db: Db, ids: number[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, ids));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** Up to `limit` people who applied to the canvas's opportunities, earliest applicants first. */
async function applicantsOf(db: Db, canvasId: number, excluded: number[], limit: number) {
  const rows = await db
    .select({ userId: opportunityApplications.userId })
    .from(opportunityApplications)
    .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
    .where(and(eq(opportunities.canvasId, canvasId), notInArray(opportunityApplications.userId, excluded)))
    .orderBy(asc(opportunityApplications.id));
  return [...new Set(rows.map((row) => row.userId))].slice(0, limit);
}

/** The canvas's staff other than its owner, teachers (or `role`) first. */
async function staffOf(db: Db, canvasId: number, ownerId: number, role?: string) {
  const rows = await db
    .select({ userId: canvasMembers.userId, role: canvasMembers.role })
    .from(canvasMembers)
    .where(and(eq(canvasMembers.canvasId, canvasId), ne(canvasMembers.userId, ownerId)))
    .orderBy(asc(canvasMembers.joinedAt), asc(canvasMembers.userId));
  const ordered = role ? [...rows.filter((row) => row.role === role), ...rows] : rows;
  return [...new Set(ordered.map((row) => row.userId))];
}

function salonPlans(
  salon: { id: number; name: string },
  owner: Person,
  others: {
    student: Person | undefined;
    applicants: Person[];
    team: Person[];
  },
): PlannedChannel[] {
  const plans: PlannedChannel[] = [];
  const { student, applicants, team } = others;
  if (student) {
    plans.push({
      kind: 'direct',
      name: null,
      canvasId: salon.id,
      createdBy: owner.id,
      memberIds: [owner.id, student.id],
      lines: [
        {
          from: owner.id,
          hoursAgo: 70,
          body: `Hi ${student.firstName}, we loved the color work on your canvas.`,
        },
        { from: student.id, hoursAgo: 66, body: 'Thank you so much! That means a lot coming from you.' },
        {
          from: owner.id,
          hoursAgo: 5,
          body: 'We have an assistant stylist opening at our SoHo location. Would you be interested?',
        },
        { from: owner.id, hoursAgo: 4, body: 'No pressure, happy to answer any questions first.' },
      ],
      unread: { userId: student.id, count: 2 },
    });
  }
  applicants.forEach((applicant, index) => {
    const start = 96 - index * 20;
    plans.push({
      kind: 'direct',
      name: null,
      canvasId: salon.id,
      createdBy: owner.id,
      memberIds: [owner.id, applicant.id],
      lines: [
        {
          from: owner.id,
          hoursAgo: start,
          body: `Hi ${applicant.firstName}, thanks for applying to ${salon.name}! Your portfolio caught our eye.`,
        },
        {
          from: applicant.id,
          hoursAgo: start - 2,
          body: "Thank you! I'd love to learn more about the role.",
        },
        {
          from: owner.id,
          hoursAgo: start - 3,
          body: 'Could you come in for a chat this week? Thursday at 11 works for us.',
        },
        { from: applicant.id, hoursAgo: start - 8, body: 'Thursday at 11 is perfect. See you then!' },
      ],
      ...(index === 0 ? { unread: { userId: owner.id, count: 1 } } : {}),
    });
  });
  const [first, second] = team;
  if (first) {
    plans.push({
      kind: 'group',
      name: `${salon.name} team`,
      canvasId: salon.id,
      createdBy: owner.id,
      memberIds: [owner.id, ...team.map((member) => member.id)],
      lines: [
        {
          from: owner.id,
          hoursAgo: 50,
          body: 'Morning team! Reminder: new color line training on Monday at 9.',
        },
        { from: first.id, hoursAgo: 49, body: "I'll bring the swatch books." },
        ...(second
          ? [{ from: second.id, hoursAgo: 47, body: 'Can we move it to 9:30? My first client is at 8:30.' }]
          : []),
        { from: owner.id, hoursAgo: 46, body: '9:30 works. Thanks, everyone!' },
      ],
    });
  }
  return plans;
}

function schoolPlan(
  school: { id: number; name: string },
  owner: Person,
  teachers: Person[],
): PlannedChannel[] {
  const [first] = teachers;
  if (!first) return [];
  return [
    {
      kind: 'group',
      name: `${school.name} instructors`,
      canvasId: school.id,
      createdBy: owner.id,
      memberIds: [owner.id, ...teachers.map((teacher) => teacher.id)],
      lines: [
        {
          from: owner.id,
          hoursAgo: 80,
          body: "Welcome to the instructors' group! We'll share schedules here.",
        },
        { from: first.id, hoursAgo: 78, body: 'Thanks! Are the practical exams still on the 14th?' },
        { from: owner.id, hoursAgo: 77, body: 'Yes, the 14th. Please send your student lists by Friday.' },
      ],
    },
  ];
}

async function writePlans(db: Db, plans: PlannedChannel[]) {
  const now = Date.now();
  const channelIds: number[] = [];
  for (const plan of plans) {
    const oldest = Math.max(...plan.lines.map((line) => line.hoursAgo));
    const [a, b] = plan.memberIds;
    const [row] = await db
      .insert(chatChannels)
      .values({
        kind: plan.kind,
        name: plan.name,
        canvasId: plan.canvasId,
        createdBy: plan.createdBy,
        directKey: plan.kind === 'direct' && a !== undefined && b !== undefined ? directKeyOf(a, b) : null,
        createdAt: new Date(now - (oldest + 1) * HOUR_MS),
      })
      .returning({ id: chatChannels.id });
    if (!row) throw new Error('chat seed: channel not created');
    channelIds.push(row.id);
    await db.insert(chatMembers).values(
      [...new Set(plan.memberIds)].map((userId) => ({
        channelId: row.id,
        userId,
        joinedAt: new Date(now - (oldest + 1) * HOUR_MS),
      })),
    );
  }
  // Ids are the catch-up cursor: messages go in oldest first over all channels.
  const lines = plans
    .flatMap((plan, index) => plan.lines.map((line) => ({ ...line, channelId: channelIds[index] ?? 0 })))
    .sort((x, y) => y.hoursAgo - x.hoursAgo);
  const inserted = await db
    .insert(chatMessages)
    .values(
      lines.map((line) => ({
        channelId: line.channelId,
        senderId: line.from,
        body: line.body,
        createdAt: new Date(now - line.hoursAgo * HOUR_MS),
      })),
    )
    .returning({ id: chatMessages.id, channelId: chatMessages.channelId, createdAt: chatMessages.createdAt });
  for (const [index, plan] of plans.entries()) {
    const channelId = channelIds[index];
    const own = inserted.filter((message) => message.channelId === channelId).sort((x, y) => x.id - y.id);
    const last = own.at(-1);
    if (channelId === undefined || !last) continue;
    await db
      .update(chatChannels)
      .set({ lastMessageId: last.id, lastMessageAt: last.createdAt })
      .where(eq(chatChannels.id, channelId));
    await db
      .update(chatMembers)
      .set({ lastReadMessageId: last.id, emailedThroughMessageId: last.id })
      .where(eq(chatMembers.channelId, channelId));
    if (plan.unread) {
      const readThrough = own.at(-1 - plan.unread.count)?.id ?? 0;
      await db
        .update(chatMembers)
        .set({ lastReadMessageId: readThrough })
        .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, plan.unread.userId)));
    }
  }
}

export const seedChat: Seeder = async ({ db, demoUserIds }) => {
  const existing = await db.select({ value: count() }).from(chatChannels);
  if ((existing[0]?.value ?? 0) > 0) return;
  const plans: PlannedChannel[] = [];

  const salon = await canvasOf(db, DEMO_SALON_SLUG);
  if (salon) {
    const [owner] = await peopleOf(db, [salon.ownerId]);
    const studentId = demoUserIds.student;
    const excluded = [salon.ownerId, ...(studentId !== undefined ? [studentId] : [])];
    if (owner) {
      const [student] = studentId !== undefined ? await peopleOf(db, [studentId]) : [];
      const team = await staffOf(db, salon.id, salon.ownerId);
      const applicants = await applicantsOf(db, salon.id, [...excluded, ...team], 3);
      plans.push(
        ...salonPlans({ id: salon.id, name: salon.name || 'the salon' }, owner, {
          student,
          applicants: await peopleOf(db, applicants),
          team: await peopleOf(db, team.slice(0, 4)),
        }),
      );
    }
  }

  const school = await canvasOf(db, DEMO_SCHOOL_SLUG);
  if (school) {
    const [owner] = await peopleOf(db, [school.ownerId]);
    const teachers = await staffOf(db, school.id, school.ownerId, 'Teacher');
    if (owner) {
      plans.push(
        ...schoolPlan(
          { id: school.id, name: school.name || 'School' },
          owner,
          await peopleOf(db, teachers.slice(0, 5)),
        ),
      );
    }
  }

  if (plans.length > 0) await writePlans(db, plans);
};
