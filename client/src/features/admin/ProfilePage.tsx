import { Alert, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { toastSuccess } from '../../components/toaster.ts';
import type { ProfilePageChangePasswordMutation } from './__generated__/ProfilePageChangePasswordMutation.graphql.ts';
import type { ProfilePageQuery } from './__generated__/ProfilePageQuery.graphql.ts';
import type { ProfilePageUpdateMutation } from './__generated__/ProfilePageUpdateMutation.graphql.ts';
import { refusalMessage } from './adminListOptions.ts';

export const profilePageQuery = graphql`
  query ProfilePageQuery {
    viewer {
      id
      username
      firstName
      lastName
      email
      roles {
        name
      }
    }
  }
`;

type Refusal = { __typename: string; message?: string; fieldErrors?: unknown };

function ErrorAlert({ message }: { message: string | undefined }) {
  return message ? (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  ) : null;
}

function ProfileForm({ viewer }: { viewer: NonNullable<ProfilePageQuery['response']['viewer']> }) {
  const [firstName, setFirstName] = useState(viewer.firstName);
  const [lastName, setLastName] = useState(viewer.lastName);
  const [email, setEmail] = useState(viewer.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [commit, saving] = useMutation<ProfilePageUpdateMutation>(graphql`
    mutation ProfilePageUpdateMutation($input: MyProfileInput!) {
      updateMyProfile(input: $input) {
        __typename
        ... on UserPayload {
          user {
            id
            firstName
            lastName
            email
            ...UserMenu_viewer
          }
        }
        ... on ValidationError {
          message
          fieldErrors
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    commit({
      variables: { input: { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() } },
      onCompleted: (r) => {
        const result = r.updateMyProfile as Refusal;
        if (result.__typename === 'UserPayload') toastSuccess('Profile saved');
        else setError(refusalMessage(result));
      },
      onError: (e) => setError(e.message),
    });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Profile" noValidate>
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>First name</Field.Label>
          <Input value={firstName} onChange={(e) => setFirstName(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Last name</Field.Label>
          <Input value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>E-mail</Field.Label>
          <Input type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        </Field.Root>
        <ErrorAlert message={error} />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={saving} loadingText="Saving…">
          Save profile
        </Button>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [commit, saving] = useMutation<ProfilePageChangePasswordMutation>(graphql`
    mutation ProfilePageChangePasswordMutation($current: String!, $password: String!) {
      changeMyPassword(currentPassword: $current, password: $password) {
        __typename
        ... on ValidationError {
          message
          fieldErrors
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirm) {
      setError('The two new passwords differ.');
      return;
    }
    setError(undefined);
    commit({
      variables: { current, password },
      onCompleted: (r) => {
        const result = r.changeMyPassword as Refusal;
        if (result.__typename === 'PasswordChangePayload') {
          toastSuccess('Password changed');
          setCurrent('');
          setPassword('');
          setConfirm('');
        } else setError(refusalMessage(result));
      },
      onError: (e) => setError(e.message),
    });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Change password" noValidate>
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>Current password</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>New password</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Field.HelperText>At least 10 characters, not containing your username.</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>Confirm new password</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
        </Field.Root>
        <ErrorAlert message={error} />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={saving} loadingText="Saving…">
          Change password
        </Button>
      </Stack>
    </form>
  );
}

function ProfileContent({ queryRef }: { queryRef: PreloadedQuery<ProfilePageQuery> }) {
  const { viewer } = usePreloadedQuery<ProfilePageQuery>(profilePageQuery, queryRef);
  if (!viewer) return <Text>Sign in to see your profile.</Text>;
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        Signed in as <strong>{viewer.username}</strong>
        {viewer.roles?.length ? ` · roles: ${viewer.roles.map((r) => r.name).join(', ')}` : ''}
      </Text>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Profile
          </Heading>
        </Card.Header>
        <Card.Body>
          <ProfileForm viewer={viewer} />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Password
          </Heading>
        </Card.Header>
        <Card.Body>
          <PasswordForm />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** `/users/userinfo/`: the signed-in user's profile and password. */
export function ProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfilePageQuery>;
  return (
    <Stack gap="5" maxW="2xl" mx="auto">
      <title>Your profile · Chartroom</title>
      <Heading as="h1" size="xl">
        Your profile
      </Heading>
      <Suspense fallback={<Text role="status">Loading…</Text>}>
        <ProfileContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
