import { Box, Grid, Heading, Separator, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { childrenOf, componentOf, heightOf, widthOf } from '../layout/layoutRead.ts';
import { GRID_BASE_UNIT, GRID_GUTTER_SIZE, type LayoutComponent, NEW_TAB_TEXT } from '../layout/layoutTypes.ts';
import { ChartCard } from './ChartCard.tsx';
import { useDashboard } from './DashboardContext.ts';
import { DropZone, useDropTarget } from './edit/dragDrop.tsx';
import { EditableRow } from './edit/EditableRow.tsx';
import { EditableText } from './edit/EditableText.tsx';
import { EditFrame } from './edit/EditFrame.tsx';
import { MarkdownEditor } from './edit/MarkdownEditor.tsx';
import { MarkdownBlock } from './MarkdownBlock.tsx';

const HEADER_SIZES: Record<string, 'md' | 'xl' | '2xl'> = {
  SMALL_HEADER: 'md',
  MEDIUM_HEADER: 'xl',
  LARGE_HEADER: '2xl',
};

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const tabTitle = (tab: LayoutComponent) => str(tab.meta.text) || str(tab.meta.defaultText) || NEW_TAB_TEXT;

/** Draws one layout component and what is under it, as Superset draws position_json. */
export function LayoutNode({ id }: { id: string }): ReactNode {
  const { layout, editing } = useDashboard();
  const component = componentOf(layout, id);
  if (!component) return null;
  switch (component.type) {
    case 'GRID':
      return editing ? (
        <DropZone containerId={component.id} pb="8">
          <Children component={component} />
        </DropZone>
      ) : (
        <Children component={component} />
      );
    case 'ROOT':
    case 'TAB':
      return <Children component={component} />;
    case 'TABS':
      return <TabsNode component={component} />;
    case 'ROW':
      return <RowNode component={component} />;
    case 'COLUMN':
      return <ColumnNode component={component} />;
    case 'CHART':
      return <ChartNode component={component} />;
    case 'MARKDOWN':
      return <MarkdownNode component={component} />;
    case 'HEADER':
      return <HeaderNode component={component} />;
    case 'DIVIDER':
      return <DividerNode component={component} />;
    default:
      return null;
  }
}

function Children({ component }: { component: LayoutComponent }) {
  const { layout } = useDashboard();
  return (
    <Stack gap={`${GRID_GUTTER_SIZE}px`}>
      {childrenOf(layout, component.id).map((child) => (
        <LayoutNode key={child.id} id={child.id} />
      ))}
    </Stack>
  );
}

function background(component: LayoutComponent) {
  return component.meta.background === 'BACKGROUND_WHITE' ? 'bg.panel' : undefined;
}

function RowNode({ component }: { component: LayoutComponent }) {
  const { layout, editing } = useDashboard();
  if (editing) return <EditableRow row={component} />;
  return (
    <Grid
      templateColumns="repeat(12, minmax(0, 1fr))"
      gap={`${GRID_GUTTER_SIZE}px`}
      bg={background(component)}
      className="dashboard-row"
    >
      {childrenOf(layout, component.id).map((child) => (
        <Box key={child.id} gridColumn={{ base: 'span 12', md: `span ${widthOf(layout, child.id)}` }} minW="0">
          <LayoutNode id={child.id} />
        </Box>
      ))}
    </Grid>
  );
}

function ColumnNode({ component }: { component: LayoutComponent }) {
  const { editing } = useDashboard();
  const body = (
    <Box bg={background(component)} className="dashboard-column">
      <Children component={component} />
    </Box>
  );
  return editing ? (
    <EditFrame component={component} label="Column">
      <DropZone containerId={component.id} minH="12" pb="4">
        {body}
      </DropZone>
    </EditFrame>
  ) : (
    body
  );
}

function ChartNode({ component }: { component: LayoutComponent }) {
  const { layout, editing } = useDashboard();
  const chartId = component.meta.chartId;
  if (typeof chartId !== 'number') return null;
  const card = (
    <ChartCard
      componentId={component.id}
      chartId={chartId}
      override={str(component.meta.sliceNameOverride)}
      layoutName={str(component.meta.sliceName)}
      heightPx={heightOf(layout, component.id) * GRID_BASE_UNIT}
    />
  );
  return editing ? (
    <EditFrame
      component={component}
      label={str(component.meta.sliceNameOverride) ?? str(component.meta.sliceName) ?? 'Chart'}
    >
      {card}
    </EditFrame>
  ) : (
    card
  );
}

function MarkdownNode({ component }: { component: LayoutComponent }) {
  const { layout, editing } = useDashboard();
  const code = str(component.meta.code) ?? '';
  const height = heightOf(layout, component.id) * GRID_BASE_UNIT;
  if (editing) {
    return (
      <EditFrame component={component} label="Markdown">
        <MarkdownEditor component={component} heightPx={height} />
      </EditFrame>
    );
  }
  return (
    <Box h={`${height}px`} p="3" borderRadius="md" bg="bg.panel" className="dashboard-markdown-component">
      <MarkdownBlock code={code} />
    </Box>
  );
}

function HeaderNode({ component }: { component: LayoutComponent }) {
  const { editing } = useDashboard();
  const text = str(component.meta.text) ?? '';
  const size = HEADER_SIZES[str(component.meta.headerSize) ?? ''] ?? 'md';
  const heading = (
    <Heading as="h2" size={size} py="2" px="1" bg={background(component)} className="dashboard-header-component">
      {editing ? <EditableText componentId={component.id} metaKey="text" value={text} label="Header text" /> : text}
    </Heading>
  );
  return editing ? (
    <EditFrame component={component} label="Header">
      {heading}
    </EditFrame>
  ) : (
    heading
  );
}

function DividerNode({ component }: { component: LayoutComponent }) {
  const { editing } = useDashboard();
  const line = <Separator my="2" className="dashboard-divider" />;
  return editing ? (
    <EditFrame component={component} label="Divider">
      {line}
    </EditFrame>
  ) : (
    line
  );
}

function TabsNode({ component }: { component: LayoutComponent }) {
  const { layout, activeTabs, openTab, editing } = useDashboard();
  const tabs = childrenOf(layout, component.id).filter((child) => child.type === 'TAB');
  const active = tabs.find((tab) => activeTabs.includes(tab.id))?.id ?? tabs[0]?.id;
  const body = (
    <Tabs.Root
      value={active}
      onValueChange={(details) => openTab(component.id, details.value)}
      lazyMount
      variant="line"
      className="dashboard-tabs"
    >
      <Tabs.List flexWrap="wrap">
        {tabs.map((tab) =>
          editing ? (
            <EditTabTrigger key={tab.id} tab={tab} active={tab.id === active} />
          ) : (
            <Tabs.Trigger key={tab.id} value={tab.id}>
              {tabTitle(tab)}
            </Tabs.Trigger>
          ),
        )}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} pt="4">
          {editing ? (
            <EditFrame component={tab} label={`Tab ${tabTitle(tab)}`}>
              <DropZone containerId={tab.id} minH="12" pb="8">
                <Children component={tab} />
              </DropZone>
            </EditFrame>
          ) : (
            <Children component={tab} />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
  return editing ? (
    <EditFrame component={component} label="Tabs">
      {body}
    </EditFrame>
  ) : (
    body
  );
}

/** A tab's title in edit mode: renamed in place when open; a component dropped on it goes into that tab. */
function EditTabTrigger({ tab, active }: { tab: LayoutComponent; active: boolean }) {
  const { props, state, refusal } = useDropTarget(tab.id);
  return (
    <Tabs.Trigger
      value={tab.id}
      {...props}
      title={refusal ?? undefined}
      outline={state ? '2px solid' : undefined}
      outlineColor={state === 'refused' ? 'red.solid' : state ? 'blue.solid' : undefined}
    >
      {active ? (
        <EditableText componentId={tab.id} metaKey="text" value={tabTitle(tab)} label="Tab title" />
      ) : (
        tabTitle(tab)
      )}
    </Tabs.Trigger>
  );
}
