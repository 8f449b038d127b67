import { Button, HStack } from '@chakra-ui/react';

export interface CreateButtonsProps {
  readonly creating: boolean;
  /** The second way out: create, then start a chart on the new dataset. */
  readonly onCreateChart: () => void;
}

/** The form's submit (create, then edit the dataset) and Superset's 'Create dataset and create chart'. */
export function CreateButtons({ creating, onCreateChart }: CreateButtonsProps) {
  return (
    <HStack justify="flex-end" gap="2">
      <Button variant="outline" onClick={onCreateChart} disabled={creating}>
        Create dataset and create chart
      </Button>
      <Button type="submit" colorPalette="blue" loading={creating} loadingText="Creating…">
        Create dataset
      </Button>
    </HStack>
  );
}
