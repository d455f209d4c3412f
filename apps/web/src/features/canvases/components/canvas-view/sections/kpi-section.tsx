import classes from '../canvas-view.module.css';
import type { KpiLine } from '../view-rules';
import { Section } from './section';

/** KPIs: the figures the owner filled in, labelled and formatted (kpiLines). */
export function KpiSection({ kpis }: { kpis: KpiLine[] }) {
  return (
    <Section eyebrow="By the numbers" title="KPIs">
      <ul className={classes.kpis}>
        {kpis.map((kpi) => (
          <li key={kpi.key} className={classes.kpi}>
            <span className={classes.kpiLabel}>{kpi.label}</span>
            <span className={classes.kpiValue}>{kpi.value}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
