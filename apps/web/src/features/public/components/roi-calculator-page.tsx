import { Button, Container, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import {
  type ChairLossInput,
  calculateChairLoss,
  chairLossLimits,
  defaultChairLossInput,
  formatDollars,
} from '../roi';
import { PageBanner } from './page-banner';
import classes from './roi-calculator-page.module.css';

const fields: { key: keyof ChairLossInput; label: string; description: string; prefix?: string }[] = [
  { key: 'emptyChairs', label: 'Empty chairs', description: 'Stations without a stylist today' },
  { key: 'averageTicket', label: 'Average ticket', description: 'Average spend per service', prefix: '$' },
  { key: 'servicesPerDay', label: 'Services per day', description: 'Per stylist, on a working day' },
  { key: 'daysOpenPerWeek', label: 'Days open per week', description: 'From 1 to 7' },
  {
    key: 'hireCost',
    label: 'Cost of a hire',
    description: 'Posting and onboarding, in dollars',
    prefix: '$',
  },
];

/** The 12-month cumulative loss as bars, with the cost of a hire as a line; a table says the same. */
function LossChart({ months, hireCost }: { months: number[]; hireCost: number }) {
  const width = 640;
  const height = 260;
  const top = 16;
  const bottom = 28;
  const left = 8;
  const max = Math.max(months[months.length - 1] ?? 0, hireCost, 1);
  const barWidth = (width - left) / months.length;
  const y = (value: number) => top + (height - top - bottom) * (1 - value / max);
  const costY = y(hireCost);
  return (
    <figure className={classes.chart}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="roi-chart-caption"
        className={classes.chartSvg}
      >
        <title>Revenue lost over the next 12 months</title>
        {months
          .map((value, index) => ({ month: index + 1, value }))
          .map(({ month, value }) => (
            <g key={month}>
              <rect
                className={classes.bar}
                x={left + (month - 1) * barWidth + barWidth * 0.15}
                y={y(value)}
                width={barWidth * 0.7}
                height={Math.max(0, height - bottom - y(value))}
                rx={4}
              />
              <text
                x={left + (month - 1) * barWidth + barWidth / 2}
                y={height - 8}
                textAnchor="middle"
                className={classes.axisLabel}
              >
                {month}
              </text>
            </g>
          ))}
        <line x1={left} x2={width} y1={costY} y2={costY} className={classes.costLine} />
        <text x={left + 4} y={costY - 6} className={classes.costLabel}>
          Cost of a hire
        </text>
      </svg>
      <figcaption id="roi-chart-caption" className={classes.caption}>
        Revenue lost to empty chairs, month by month over the next year (months 1 to 12), against the cost of
        one hire.
      </figcaption>
    </figure>
  );
}

interface RoiCalculatorPageProps {
  postOpportunityHref: string;
}

export function RoiCalculatorPage({ postOpportunityHref }: RoiCalculatorPageProps) {
  const [input, setInput] = useState<ChairLossInput>(defaultChairLossInput);
  const result = calculateChairLoss(input);
  const update = (key: keyof ChairLossInput) => (value: string | number) =>
    setInput((current) => ({
      ...current,
      [key]: typeof value === 'number' ? value : Number.parseFloat(value) || 0,
    }));

  return (
    <>
      <PageBanner
        eyebrow="For salon owners"
        titleId="roi-title"
        title="What is an empty chair costing you?"
        lead="Every day a station sits empty is revenue that walks out the door. Enter your numbers to see what you lose and how quickly a new hire pays for itself."
      />
      <Container size="xl" className={classes.layout}>
        <form className={classes.inputs} aria-label="Your salon" onSubmit={(event) => event.preventDefault()}>
          <Title order={2} fz="h4" mb="md">
            Your salon
          </Title>
          <Stack gap="md">
            {fields.map((field) => (
              <NumberInput
                key={field.key}
                label={field.label}
                description={field.description}
                prefix={field.prefix}
                min={chairLossLimits[field.key].min}
                max={chairLossLimits[field.key].max}
                clampBehavior="strict"
                allowNegative={false}
                allowDecimal={field.key === 'averageTicket' || field.key === 'hireCost'}
                thousandSeparator=","
                size="md"
                value={input[field.key]}
                onChange={update(field.key)}
              />
            ))}
          </Stack>
        </form>
        <section className={classes.results} aria-labelledby="roi-results-title" aria-live="polite">
          <Eyebrow>Revenue lost to empty chairs</Eyebrow>
          <Title order={2} id="roi-results-title" className={classes.yearly}>
            {formatDollars(result.perYear)} <span>a year</span>
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" className={classes.figures}>
            <div className={classes.figure}>
              <Text className={classes.figureLabel}>Per week</Text>
              <Text className={classes.figureValue}>{formatDollars(result.perWeek)}</Text>
            </div>
            <div className={classes.figure}>
              <Text className={classes.figureLabel}>Per month</Text>
              <Text className={classes.figureValue}>{formatDollars(result.perMonth)}</Text>
            </div>
            <div className={classes.figure}>
              <Text className={classes.figureLabel}>Payback of a hire</Text>
              <Text className={classes.figureValue}>
                {result.paybackDays === null
                  ? '—'
                  : `${result.paybackDays} working day${result.paybackDays === 1 ? '' : 's'}`}
              </Text>
            </div>
          </SimpleGrid>
          <LossChart months={result.cumulativeByMonth} hireCost={input.hireCost} />
          <div className={classes.cta}>
            <div>
              <Title order={3} fz="h4">
                Fill that chair with someone whose work you have seen
              </Title>
              <Text c="dimmed" mt={4}>
                Post your career opportunity on Canvas and meet candidates through their portfolios.
              </Text>
            </div>
            <Button
              component={Link}
              to={postOpportunityHref}
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              Post an opportunity
            </Button>
          </div>
        </section>
      </Container>
    </>
  );
}
