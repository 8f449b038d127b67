import { Box, Flex } from '@chakra-ui/react';
import { ReactGridLayout, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { applyRowGridItems, rowGridItems } from '../../layout/gridItems.ts';
import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE, type LayoutComponent } from '../../layout/layoutTypes.ts';
import { useDashboard } from '../DashboardContext.ts';
import { LayoutNode } from '../LayoutView.tsx';
import { DropZone } from './dragDrop.tsx';
import { EditFrame } from './EditFrame.tsx';

/**
 * A row in edit mode: react-grid-layout on one line of 12 columns and 8 px rows. Dragging by the
 * handle reorders, the corner handle resizes; the result is written back to the row's children.
 */
export function EditableRow({ row }: { row: LayoutComponent }) {
  const { layout, changeLayout } = useDashboard();
  const { width, containerRef, mounted } = useContainerWidth();
  const items = rowGridItems(layout, row.id);
  const onStop = (next: readonly { i: string; x: number; y: number; w: number; h: number }[]) => {
    const updated = applyRowGridItems(layout, row.id, next);
    if (updated !== layout) changeLayout(updated);
  };
  return (
    <EditFrame component={row} label="Row">
      <DropZone containerId={row.id}>
        <Box ref={containerRef} minH="12" className="dashboard-row">
          {mounted && items.length > 0 ? (
            <ReactGridLayout
              width={width}
              layout={items}
              gridConfig={{
                cols: GRID_COLUMN_COUNT,
                rowHeight: GRID_BASE_UNIT,
                margin: [GRID_GUTTER_SIZE, 0],
                containerPadding: [0, 0],
              }}
              dragConfig={{ handle: '.dashboard-drag-handle' }}
              resizeConfig={{ handles: ['se'] }}
              onDragStop={(next) => onStop(next)}
              onResizeStop={(next) => onStop(next)}
            >
              {items.map((item) => (
                <Box key={item.i} data-grid-item={item.i}>
                  <Flex
                    className="dashboard-drag-handle"
                    position="absolute"
                    top="-3"
                    left="2"
                    zIndex="3"
                    px="1"
                    bg="bg"
                    borderRadius="sm"
                    cursor="grab"
                    fontSize="xs"
                    color="fg.muted"
                    aria-hidden="true"
                  >
                    ⠿
                  </Flex>
                  <LayoutNode id={item.i} />
                </Box>
              ))}
            </ReactGridLayout>
          ) : (
            <Box color="fg.muted" p="3" fontSize="sm">
              Empty row
            </Box>
          )}
        </Box>
      </DropZone>
    </EditFrame>
  );
}
