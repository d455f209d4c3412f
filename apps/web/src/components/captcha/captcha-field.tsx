import { Input, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { apiUrl } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import classes from './captcha-field.module.css';

interface CaptchaFieldProps {
  /** The solved payload (sent as `code`), or null while unsolved, expired or failed. */
  onChange: (payload: string | null) => void;
  error?: string | null;
  /** Bump to start over with a fresh challenge (after a refused submission). */
  resetKey?: number;
  /**
   * False keeps the widget's code (~30 KB gz) unloaded, the loader showing, until it turns true: a
   * prerendered page's first screen waits for the visitor to use the form (docs/decisions/014).
   */
  load?: boolean;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/**
 * ALTCHA captcha: a self-hosted proof of work. The widget fetches a signed challenge from the
 * API, solves it in a Web Worker when the visitor ticks the box, and hands us the payload; the
 * server verifies it. Loaded on demand so other pages do not pay for it.
 */
export function CaptchaField({ onChange, error, resetKey = 0, load = true }: CaptchaFieldProps) {
  const ref = useRef<HTMLElement>(null);
  const [isReady, setIsReady] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!load) return;
    let active = true;
    import('./altcha-loader')
      .then(() => {
        if (active) setIsReady(true);
      })
      .catch((cause: unknown) => console.warn('captcha could not load', cause));
    return () => {
      active = false;
    };
  }, [load]);

  useEffect(() => {
    const element = ref.current;
    if (!isReady || !element) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [isReady]);

  useEffect(() => {
    if (resetKey === 0) return;
    const element = ref.current as (HTMLElement & { reset?: () => void }) | null;
    element?.reset?.();
    onChangeRef.current(null);
  }, [resetKey]);

  return (
    <Input.Wrapper label="Verification" required error={error} className={classes.wrapper}>
      <div className={classes.box}>
        {isReady ? (
          <altcha-widget
            ref={ref}
            challenge={apiUrl(apiPaths.captcha.challenge())}
            name="code"
            workers={2}
            configuration={JSON.stringify({ hideFooter: false, hideLogo: false })}
          />
        ) : (
          // A status, so its name is allowed on the loader's span (axe): with `load` false it stays.
          <Loader size="sm" type="dots" role="status" aria-label="Loading verification" />
        )}
      </div>
    </Input.Wrapper>
  );
}
