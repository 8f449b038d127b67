import { Box, Collapsible, Grid, Stack, Tabs, Text } from '@chakra-ui/react';
import { type ControlPanelConfig, type ControlPanelSection, resolveControl } from '@chartroom/viz';
import { useCallback } from 'react';
import { BoltIcon, ControlHeader, ERROR_TEXT } from '../controls/ControlHeader.tsx';
import { controlComponent, SELF_LABELLED } from '../controls/registry.tsx';
import type { ExploreFormData } from '../state/exploreState.ts';
import type { ExploreDataset } from '../useExploreDatasource.ts';

interface PanelProps {
  readonly panel: ControlPanelConfig;
  readonly formData: ExploreFormData;
  readonly datasource: ExploreDataset;
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly onChange: (name: string, value: unknown) => void;
}

function Control({
  item,
  ...props
}: PanelProps & { item: Exclude<ControlPanelSection['controlSetRows'][number][number], null> }) {
  const { name, config } = resolveControl(item, props.panel);
  const { onChange } = props;
  const change = useCallback((value: unknown) => onChange(name, value), [onChange, name]);
  if (config.hidden || (config.visibility && !config.visibility(props.formData))) return null;
  const Component = controlComponent(config.type);
  if (!Component) return null;
  const label = config.label ?? name;
  return (
    <Box minW="0">
      {SELF_LABELLED.has(config.type) ? null : (
        <ControlHeader
          label={label}
          htmlFor={`control-${name}`}
          description={config.description}
          renderTrigger={config.renderTrigger}
          warning={config.warning}
          danger={config.danger}
          validationErrors={props.errors[name] ?? []}
        />
      )}
      <Component
        name={name}
        config={config}
        value={props.formData[name]}
        onChange={change}
        formData={props.formData}
        datasource={props.datasource}
        label={label}
      />
      {SELF_LABELLED.has(config.type) && (config.description || config.renderTrigger) ? (
        <Text
          fontSize="xs"
          color="fg.muted"
          title={config.renderTrigger ? 'Changing this control takes effect instantly' : undefined}
        >
          {config.renderTrigger ? <BoltIcon /> : null} {config.description}
        </Text>
      ) : null}
    </Box>
  );
}

/** A row splits the 12 columns evenly among the controls it shows. */
function Row({ row, ...props }: PanelProps & { row: ControlPanelSection['controlSetRows'][number] }) {
  const visible = row.filter((item) => {
    if (item === null) return false;
    const { config } = resolveControl(item, props.panel);
    return (
      !config.hidden &&
      (!config.visibility || config.visibility(props.formData)) &&
      controlComponent(config.type) !== null
    );
  });
  if (visible.length === 0) return null;
  const span = Math.max(1, Math.floor(12 / visible.length));
  return (
    <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="2">
      {visible.map((item) =>
        item === null ? null : (
          <Box key={typeof item === 'string' ? item : item.name} gridColumn={`span ${span}`}>
            <Control item={item} {...props} />
          </Box>
        ),
      )}
    </Grid>
  );
}

function Section({ section, ...props }: PanelProps & { section: ControlPanelSection }) {
  const hasError = section.controlSetRows.some((row) =>
    row.some((item) => item !== null && (props.errors[typeof item === 'string' ? item : item.name]?.length ?? 0) > 0),
  );
  return (
    <Collapsible.Root defaultOpen={section.expanded !== false} borderBottomWidth="1px" pb="2">
      <Collapsible.Trigger asChild>
        <Box
          as="button"
          w="full"
          textAlign="start"
          py="2"
          fontWeight="semibold"
          fontSize="sm"
          cursor="pointer"
          title={section.description}
        >
          {section.label}
          {hasError ? (
            <Text as="span" color={ERROR_TEXT} ms="1" aria-label="has errors">
              ⚠
            </Text>
          ) : null}
        </Box>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="3">
          {section.controlSetRows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed by the panel config
            <Row key={index} row={row} {...props} />
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The panel drawn from its config: sections on the Data and Customize tabs, each of 12-column rows. */
export function ControlPanel(props: PanelProps) {
  const data = props.panel.controlPanelSections.filter((s) => s.tab !== 'customize');
  const customize = props.panel.controlPanelSections.filter((s) => s.tab === 'customize');
  return (
    <Tabs.Root defaultValue="data" size="sm" lazyMount={false}>
      <Tabs.List>
        <Tabs.Trigger value="data">Data</Tabs.Trigger>
        <Tabs.Trigger value="customize" disabled={customize.length === 0}>
          Customize
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="data">
        <Stack gap="1">
          {data.map((s) => (
            <Section key={s.label} section={s} {...props} />
          ))}
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="customize">
        <Stack gap="1">
          {customize.map((s) => (
            <Section key={s.label} section={s} {...props} />
          ))}
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
