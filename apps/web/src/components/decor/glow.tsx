import classes from './glow.module.css';

/**
 * Decorative: the soft brand glow behind a plum panel's text. `className` sizes and places it
 * (absolutely, inside the panel).
 */
export function Glow({ className }: { className?: string }) {
  return <div className={className ? `${classes.root} ${className}` : classes.root} aria-hidden="true" />;
}
