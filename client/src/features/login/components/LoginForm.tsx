import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';

export interface LoginFormProps {
  /** Resolves to an error message to show, or undefined once signed in. */
  readonly onSubmit: (username: string, password: string) => Promise<string | undefined>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    const message = await onSubmit(username, password);
    setSubmitting(false);
    setError(message);
  };

  return (
    <form onSubmit={onFormSubmit} aria-label="Sign in" noValidate>
      <Stack gap="4">
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root required>
          <Field.Label>Username</Field.Label>
          <Input
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Password</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field.Root>
        <Button type="submit" loading={submitting} loadingText="Signing in…" disabled={!username || !password}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
