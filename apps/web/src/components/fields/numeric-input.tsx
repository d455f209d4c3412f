import { PERCENT_MAX, percentError } from '@canvas/shared';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type KeyboardEvent, useEffect, useState } from 'react';

/**
 * Keys a numeric input refuses (spec 2 §5): GPA, attendance, KPIs and productivity block e, + and -;
 * years of experience and award years also block the decimal point.
 */
const SIGNED_NUMBER_KEYS = ['e', 'E', '+', '-'] as const;
const INTEGER_KEYS = [...SIGNED_NUMBER_KEYS, '.'] as const;

function blockKeys(keys: readonly string[]) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (keys.includes(event.key)) event.preventDefault();
  };
}

interface NumericInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Whole numbers only: the decimal point is blocked too. */
  integer?: boolean;
  /**
   * A percentage (0 to 100): a value over 100 stays as typed with the message 'Enter a percentage
   * from 0 to 100.' and is not passed on, instead of being cut to fit.
   */
  percent?: boolean;
}

/** The typed text as a number: empty, unreadable or negative is null. */
function readNumber(next: number | string): number | null {
  if (next === '') return null;
  const number = typeof next === 'number' ? next : Number(next);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

function parse(next: number | string, max: number | string | undefined): number | null {
  const number = readNumber(next);
  return number !== null && typeof max === 'number' ? Math.min(number, max) : number;
}

/**
 * A non-negative number field (spec 2 §5): the keys e, + and - are blocked (and '.' for whole
 * numbers), negatives are refused, values above `max` are capped; percentages above 100 are refused
 * with a message instead (issue 26). Empty is null.
 */
export function NumericInput({
  value,
  onChange,
  integer = false,
  percent = false,
  max: maxProp,
  error,
  ...props
}: NumericInputProps) {
  const max = percent ? undefined : maxProp;
  // The text as typed ('3.' on the way to '3.5'); the number goes up to the form.
  const [text, setText] = useState<number | string>(value ?? '');
  useEffect(() => {
    setText((current) => (parse(current, max) === value ? current : (value ?? '')));
  }, [value, max]);
  const refused = percent ? percentError(readNumber(text)) : null;

  return (
    <NumberInput
      size="md"
      {...props}
      error={error ?? refused}
      value={text}
      onChange={(next) => {
        setText(next);
        const number = parse(next, max);
        if (percent && percentError(number) !== null) return;
        onChange(number);
      }}
      min={0}
      max={percent ? PERCENT_MAX : max}
      clampBehavior={percent ? 'none' : 'strict'}
      allowNegative={false}
      allowDecimal={!integer}
      onKeyDown={(event) => {
        blockKeys(integer ? INTEGER_KEYS : SIGNED_NUMBER_KEYS)(event);
        props.onKeyDown?.(event);
      }}
      hideControls
      inputMode={integer ? 'numeric' : 'decimal'}
    />
  );
}
