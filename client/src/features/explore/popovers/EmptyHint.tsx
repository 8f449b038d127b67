import { Stack, Text } from '@chakra-ui/react';

/** An empty tab of an editor: what is missing and where to add it. */
export function EmptyHint({ title, hint }: { title: string; hint: string }) {
  return (
    <Stack gap="1" py="3" textAlign="center" role="status">
      <Text fontWeight="medium">{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        {hint}
      </Text>
    </Stack>
  );
}
