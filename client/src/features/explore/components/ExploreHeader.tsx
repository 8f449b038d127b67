import { Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useSetFavorite } from '../../../components/favorites/useSetFavorite.ts';
import { FavoriteStar } from '../../../components/list/FavoriteStar.tsx';
import { ReportScheduleButton } from '../../../components/report/ReportScheduleButton.tsx';
import { restIdOfGlobalId } from '../../../components/report/reportForm.ts';
import type { ExploreFormData } from '../state/exploreState.ts';
import { ShareMenu } from './ShareMenu.tsx';

export interface ExploreHeaderProps {
  readonly title: string;
  readonly vizName: string;
  readonly datasetName: string;
  readonly chart: { id: string; isFavorite: boolean } | null;
  readonly formData: ExploreFormData;
  readonly canUndo: boolean;
  readonly onUndo: () => void;
  readonly onSave: () => void;
  /** Opens the saved chart's properties (only for those who may edit it). */
  readonly onEditProperties?: () => void;
  readonly dirty: boolean;
  /** uiConfig 1: no title (nor the way back); the actions stay. */
  readonly hideTitle?: boolean;
}

/** The title, the favourite star of a saved chart, undo, its properties, Share and Save. */
export function ExploreHeader({
  title,
  vizName,
  datasetName,
  chart,
  formData,
  canUndo,
  onUndo,
  onSave,
  onEditProperties,
  dirty,
  hideTitle = false,
}: ExploreHeaderProps) {
  const { setFavorite } = useSetFavorite();
  return (
    <Stack gap="1">
      {hideTitle ? null : (
        <Link asChild colorPalette="blue" color="colorPalette.fg" fontSize="sm">
          <RouterLink to="/chart/list/">← Back to all charts</RouterLink>
        </Link>
      )}
      <Flex align="center" gap="2" wrap="wrap">
        {hideTitle ? null : (
          <Heading as="h1" size="lg">
            {title}
          </Heading>
        )}
        {chart && !hideTitle ? (
          <FavoriteStar
            name={title}
            isFavorite={chart.isFavorite}
            onToggle={() => setFavorite(chart.id, !chart.isFavorite)}
          />
        ) : null}
        <Text color="fg.muted" fontSize="sm" hidden={hideTitle}>
          <span>{vizName}</span> · <span>{datasetName}</span>
          {dirty ? ' · unsaved changes' : ''}
        </Text>
        <Flex ms="auto" gap="2">
          <Button size="sm" variant="ghost" onClick={onUndo} disabled={!canUndo} title="Undo the last change">
            ↶ Undo
          </Button>
          {onEditProperties ? (
            <Button size="sm" variant="outline" onClick={onEditProperties}>
              Edit chart properties
            </Button>
          ) : null}
          {chart && restIdOfGlobalId(chart.id) !== null ? (
            <ReportScheduleButton target={{ kind: 'chart', id: restIdOfGlobalId(chart.id) ?? 0, title }} />
          ) : null}
          <ShareMenu formData={formData} canDownload />
          <Button size="sm" colorPalette="blue" onClick={onSave}>
            Save
          </Button>
        </Flex>
      </Flex>
    </Stack>
  );
}
