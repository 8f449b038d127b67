import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  Grid,
  Heading,
  Image,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { RECOMMENDED_TAGS, searchVizTypes, vizCategories, vizEntries } from './vizPickerSearch.ts';

type Group = { kind: 'all' } | { kind: 'tag'; value: string } | { kind: 'category'; value: string };

function groupLabel(group: Group): string {
  return group.kind === 'all' ? 'All charts' : group.value;
}

/** 'Select a visualization type': a sidebar of groups, fuzzy search, and the chosen chart's details. */
export function VizPickerModal({
  open,
  current,
  onClose,
  onSelect,
}: {
  open: boolean;
  current: string;
  onClose: () => void;
  onSelect: (vizType: string) => void;
}) {
  const entries = useMemo(() => vizEntries(), []);
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState<Group>({ kind: 'all' });
  const [selected, setSelected] = useState(current);
  const categories = vizCategories(entries);
  const tags = [...new Set(entries.flatMap((e) => e.tags))]
    .filter((t) => !(RECOMMENDED_TAGS as readonly string[]).includes(t))
    .sort();
  const inGroup = (g: Group) =>
    entries.filter((e) => g.kind === 'all' || (g.kind === 'tag' ? e.tags.includes(g.value) : e.category === g.value));
  // Searching covers every chart: the sidebar selection does not apply meanwhile.
  const shown = search.trim() ? searchVizTypes(entries, search) : inGroup(group);
  const detail = entries.find((e) => e.vizType === selected);
  // Picking a group while searching ends the search (the sidebar applies only when not searching).
  const pickGroup = (g: Group) => {
    setSearch('');
    setGroup(g);
    if (!inGroup(g).some((e) => e.vizType === selected)) setSelected('');
  };
  const confirm = () => {
    if (!selected) return;
    onSelect(selected);
    onClose();
  };
  const sidebarButton = (g: Group) => {
    const active = !search.trim() && groupLabel(g) === groupLabel(group) && g.kind === group.kind;
    return (
      <Button
        key={`${g.kind}-${groupLabel(g)}`}
        size="xs"
        variant={active ? 'subtle' : 'ghost'}
        justifyContent="flex-start"
        aria-pressed={active}
        onClick={() => pickGroup(g)}
      >
        {groupLabel(g)}
      </Button>
    );
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      size="cover"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="1090px" h="80vh">
            <Dialog.Header>
              <Dialog.Title>Select a visualization type</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body overflow="hidden">
              <Grid templateColumns="200px 1fr" gap="4" h="full">
                <Stack gap="1" overflowY="auto" as="nav" aria-label="Chart groups">
                  {sidebarButton({ kind: 'all' })}
                  <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mt="2">
                    Recommended tags
                  </Text>
                  {RECOMMENDED_TAGS.map((t) => sidebarButton({ kind: 'tag', value: t }))}
                  <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mt="2">
                    Category
                  </Text>
                  {categories.map((c) => sidebarButton({ kind: 'category', value: c }))}
                  <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mt="2">
                    Tags
                  </Text>
                  {tags.map((t) => sidebarButton({ kind: 'tag', value: t }))}
                </Stack>
                <Stack gap="3" overflow="hidden">
                  <Input
                    type="search"
                    aria-label="Search all charts"
                    placeholder="Search all charts"
                    value={search}
                    onChange={(e) => setSearch(e.currentTarget.value)}
                  />
                  <Grid
                    templateColumns="repeat(auto-fill, minmax(140px, 1fr))"
                    gap="2"
                    overflowY="auto"
                    role="listbox"
                    aria-label="Visualization types"
                  >
                    {shown.map((e) => (
                      <Button
                        key={e.vizType}
                        role="option"
                        aria-selected={selected === e.vizType}
                        variant={selected === e.vizType ? 'solid' : 'outline'}
                        colorPalette={selected === e.vizType ? 'blue' : 'gray'}
                        // Darker than the solid palette, whose hover shade falls below 4.5:1 under white text.
                        {...(selected === e.vizType
                          ? { bg: 'blue.700', color: 'white', _hover: { bg: 'blue.800' } }
                          : {})}
                        h="16"
                        whiteSpace="normal"
                        onClick={() => setSelected(e.vizType)}
                        onDoubleClick={() => {
                          onSelect(e.vizType);
                          onClose();
                        }}
                      >
                        {e.name}
                      </Button>
                    ))}
                  </Grid>
                  {shown.length === 0 ? <Text color="fg.muted">No chart type matches.</Text> : null}
                  {detail ? (
                    <Flex borderTopWidth="1px" pt="3" gap="4" align="flex-start" aria-live="polite">
                      <Box flex="1" minW="0">
                        <Flex gap="2" align="center" wrap="wrap">
                          <Heading size="sm" as="h3">
                            {detail.name}
                          </Heading>
                          {detail.label && !detail.tags.some((t) => t.toLowerCase() === detail.label.toLowerCase()) ? (
                            <Badge>{detail.label}</Badge>
                          ) : null}
                          {detail.tags.map((t) => (
                            <Badge key={t} variant="outline">
                              {t}
                            </Badge>
                          ))}
                        </Flex>
                        <Text fontSize="sm" mt="1">
                          {detail.description || 'No description available.'}
                        </Text>
                      </Box>
                      <Image
                        key={detail.vizType}
                        src={detail.thumbnail}
                        alt={`Example of ${detail.name}`}
                        width="240px"
                        maxW="40%"
                        flexShrink={0}
                        borderWidth="1px"
                        borderRadius="md"
                        bg="white"
                        // A type without an example image shows its description alone.
                        onError={(e) => {
                          e.currentTarget.style.display = 'none';
                        }}
                      />
                    </Flex>
                  ) : null}
                </Stack>
              </Grid>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="blue" disabled={!selected} onClick={confirm}>
                Select
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
