import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import HomePageQueryNode, { type HomePageQuery } from './__generated__/HomePageQuery.graphql.ts';

const loadHomePage = async () => (await import('./HomePage.tsx')).HomePage;

/** `/superset/welcome/`: the home page. */
export function homeRoute(environment: Environment): RouteObject {
  return {
    path: '/superset/welcome/',
    loader: () => loadRouteQuery<HomePageQuery>('home', environment, HomePageQueryNode, {}),
    lazy: { Component: loadHomePage },
  };
}
