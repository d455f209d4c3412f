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
}

function parse(next: number | string, max: number | string | undefined): number | null {
  if (next === '') return null;
  const number = typeof next === 'number' ? next : Number(next);
  if (!Number.isFinite(number) || number < 0) return null;
  return typeof max === 'number' ? Math.min(number, max) : number;
}

/**
 * A non-negative number field (spec 2 §5): the keys e, + and - are blocked (and '.' for whole
 * numbers), negatives are refused, values above `max` are capped. Empty is null.
 */
export function NumericInput({ value, onChange, integer = false, max, ...props }: NumericInputProps) {
  // The text as typed ('3.' on the way to '3.5'); the number goes up to the form.
  const [text, setText] = useState<number | string>(value ?? '');
  useEffect(() => {
    setText((current) => (parse(current, max) === value ? current : (value ?? '')));
  }, [value, max]);

  return (
    <NumberInput
      size="md"
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(parse(next, max));
      }}
      min={0}
      max={max}
      clampBehavior="strict"
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
