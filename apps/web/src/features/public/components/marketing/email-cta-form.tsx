import { isValidEmail, messages } from '@canvas/shared';
import { Button, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './marketing.module.css';

interface EmailCtaFormProps {
  label: string;
  onSubmit: (email: string) => void;
  /** Names the form for assistive technology. */
  formLabel?: string;
  tone?: 'onBrand' | 'light';
}

/** A landing page's email field and call to action (spec 1 §2.5). */
export function EmailCtaForm({
  label,
  onSubmit,
  formLabel = 'Get started',
  tone = 'onBrand',
}: EmailCtaFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={classes.emailForm}
      data-tone={tone}
      aria-label={formLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isValidEmail(email)) {
          setError(messages.emailInvalid);
          return;
        }
        onSubmit(email.trim());
      }}
    >
      <TextInput
        className={classes.emailInput}
        type="email"
        autoComplete="email"
        placeholder="Your email address"
        aria-label="Email address"
        size="lg"
        radius="xl"
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          if (error) setError(null);
        }}
      />
      <Button
        type="submit"
        size="lg"
        color={tone === 'onBrand' ? 'blush.2' : 'plum'}
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
      >
        {label}
      </Button>
    </form>
  );
}
