import { Badge, Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { DraftErrors, MetricDraft } from '../state/datasetDraft.ts';

export interface MetricsListProps {
  readonly metrics: readonly MetricDraft[];
  readonly errors: DraftErrors;
  readonly readOnly: boolean;
  readonly onChange: (metrics: readonly MetricDraft[]) => void;
}

type TextField = 'metricName' | 'expression' | 'verboseName' | 'certifiedBy' | 'certificationDetails' | 'warningText';

const fields: readonly { field: TextField; label: string; mono?: boolean; required?: boolean }[] = [
  { field: 'metricName', label: 'Metric name', required: true },
  { field: 'verboseName', label: 'Label' },
  { field: 'expression', label: 'SQL expression', mono: true, required: true },
  { field: 'warningText', label: 'Warning' },
  { field: 'certifiedBy', label: 'Certified by' },
  { field: 'certificationDetails', label: 'Certification details' },
];

/** The saved metrics of a dataset, one group of fields each, named after the metric. */
export function MetricsList({ metrics, errors, readOnly, onChange }: MetricsListProps) {
  const update = (key: string, patch: Partial<MetricDraft>) =>
    onChange(metrics.map((metric) => (metric.key === key ? { ...metric, ...patch } : metric)));

  if (metrics.length === 0) {
    return (
      <Text color="fg.muted" py="4">
        No saved metrics yet.
      </Text>
    );
  }
  return (
    <Stack gap="3">
      {metrics.map((metric, index) => {
        const name = metric.metricName.trim() || `metric ${index + 1}`;
        return (
          <Box key={metric.key} role="group" aria-label={`Metric ${name}`} borderWidth="1px" rounded="md" p="3">
            <HStack justify="space-between" mb="2">
              <HStack gap="2">
                <Text fontWeight="medium" fontFamily="mono">
                  {name}
                </Text>
                {metric.certifiedBy.trim() ? <Badge colorPalette="green">Certified</Badge> : null}
                {metric.warningText.trim() ? <Badge colorPalette="orange">Warning</Badge> : null}
              </HStack>
              {readOnly ? null : (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onChange(metrics.filter((candidate) => candidate.key !== metric.key))}
                >
                  Remove metric {name}
                </Button>
              )}
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {fields.map(({ field, label, mono, required }) => {
                const message = errors[`metrics.${metric.key}.${field}`];
                return (
                  <Field.Root key={field} invalid={Boolean(message)} required={required} disabled={readOnly}>
                    <Field.Label>{label}</Field.Label>
                    <Input
                      size="sm"
                      fontFamily={mono ? 'mono' : undefined}
                      value={metric[field]}
                      onChange={(event) => update(metric.key, { [field]: event.currentTarget.value })}
                    />
                    <Field.ErrorText>{message}</Field.ErrorText>
                  </Field.Root>
                );
              })}
            </SimpleGrid>
          </Box>
        );
      })}
    </Stack>
  );
}
