/**
 * The app's charts (@mantine/charts on recharts), with their stylesheet: importing charts from here
 * brings the tooltip and legend rules into the same lazy chunk (see app/mantine-styles.ts).
 */
import '@mantine/charts/styles.css';

export { BarChart, PieChart } from '@mantine/charts';
