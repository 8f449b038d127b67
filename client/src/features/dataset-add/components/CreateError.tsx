import { Alert } from '@chakra-ui/react';

/** Why the server refused the dataset, in the spec's words, where the user is looking. */
export function CreateError({ message }: { readonly message?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title whiteSpace="pre-wrap">{message}</Alert.Title>
    </Alert.Root>
  );
}
