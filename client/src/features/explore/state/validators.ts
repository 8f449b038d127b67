import type { ControlConfig, ControlValidator } from '@chartroom/viz';

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

const CHECKS: Readonly<Record<ControlValidator, (value: unknown) => string | null>> = {
  required: (value) => (isEmpty(value) ? 'cannot be empty' : null),
  integer: (value) => (isEmpty(value) || /^-?\d+$/.test(String(value).trim()) ? null : 'is expected to be an integer'),
  numeric: (value) =>
    isEmpty(value) || (String(value).trim() !== '' && Number.isFinite(Number(value)))
      ? null
      : 'is expected to be a number',
};

/** The messages of a control's validators for a value; empty when it passes. */
export function validateControl(config: ControlConfig, value: unknown): string[] {
  return (config.validators ?? []).flatMap((validator) => {
    const message = CHECKS[validator]?.(value);
    return message ? [message] : [];
  });
}
