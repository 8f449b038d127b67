import { Card, Heading, Link, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql.ts';
import { HomeCharts } from './components/HomeCharts.tsx';
import { HomeDashboards } from './components/HomeDashboards.tsx';
import { RecentActivity } from './components/RecentActivity.tsx';

export const homePageQuery = graphql`
  query HomePageQuery {
    ...RecentActivity_query
    ...HomeDashboards_query
    ...HomeCharts_query
  }
`;

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="baseline">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {more ? (
          <Link asChild fontSize="sm" colorPalette="blue" color="colorPalette.fg">
            <RouterLink to={more.to}>{more.label}</RouterLink>
          </Link>
        ) : null}
      </Card.Header>
      <Card.Body minH="40">{children}</Card.Body>
    </Card.Root>
  );
}

function HomeContent({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
      <Section title="Recent activity">
        <RecentActivity query={data} />
      </Section>
      <Section title="Dashboards" more={{ to: '/dashboard/list/', label: 'See all' }}>
        <HomeDashboards query={data} />
      </Section>
      <Section title="Charts" more={{ to: '/chart/list/', label: 'See all' }}>
        <HomeCharts query={data} />
      </Section>
    </SimpleGrid>
  );
}

function HomeSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" role="status" aria-busy="true" aria-label="Loading home">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h="60" borderRadius="md" />
      ))}
    </SimpleGrid>
  );
}

export function HomePage() {
  const queryRef = useLoaderData() as PreloadedQuery<HomePageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Home · Chartroom</title>
      <Heading as="h1" size="xl">
        Home
      </Heading>
      <Suspense fallback={<HomeSkeleton />}>
        <HomeContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
