import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * What the planner would do with a query (not run): the tables it reads whole (sequential scans),
 * the indexes it reads, and those it reads alone (index-only scans). Index-usage tests assert on
 * these.
 */
export async function explainPlan(
  db: Db,
  query: SQL | { getSQL(): SQL },
): Promise<{ sequential: string[]; indexes: string[]; indexOnly: string[] }> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Array<{ 'QUERY PLAN': unknown }>;
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const all = nodes((plan[0] as { Plan: PlanNode }).Plan);
  return {
    sequential: all
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .map((node) => node['Relation Name'] ?? '?'),
    indexes: all.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])),
    indexOnly: all.flatMap((node) =>
      node['Node Type'] === 'Index Only Scan' && node['Index Name'] ? [node['Index Name']] : [],
    ),
  };
}
