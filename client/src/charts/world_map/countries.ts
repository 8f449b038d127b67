import type { Feature, FeatureCollection, Geometry } from 'geojson';
import isoCountries, { type LocaleData } from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';

isoCountries.registerLocale(en as LocaleData);

export type CountryFieldType = 'name' | 'cioc' | 'cca2' | 'cca3';

export type CountryFeature = Feature<Geometry, { name: string }> & { id?: string };

const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;

const ANTARCTICA = '010';

/**
 * Natural Earth's countries at 1:110m (world-atlas), as GeoJSON; ids are ISO 3166-1 numeric codes.
 * Antarctica is left out, as on Superset's world map: it would take a fifth of the card's height.
 */
const all = feature(topology, topology.objects.countries);
export const WORLD: FeatureCollection<Geometry, { name: string }> = {
  ...all,
  features: all.features.filter((f) => String(f.id) !== ANTARCTICA),
};

const byAtlasName = new Map(
  (WORLD.features as CountryFeature[]).map((f) => [f.properties.name.toLowerCase(), String(f.id ?? '')]),
);

/**
 * The ISO numeric code (the map's feature id) of a country as the entity column names it:
 * Superset's country_fieldtype says whether that is a full name, an ISO alpha-2 or alpha-3 code,
 * or an IOC code (read as alpha-3, which it equals for nearly every country).
 */
export function countryId(value: unknown, fieldType: CountryFieldType): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  switch (fieldType) {
    case 'cca2':
      return isoCountries.alpha2ToNumeric(text.toUpperCase());
    case 'cca3':
    case 'cioc':
      return isoCountries.alpha3ToNumeric(text.toUpperCase());
    default: {
      const alpha2 = isoCountries.getAlpha2Code(text, 'en');
      return (
        (alpha2 ? isoCountries.alpha2ToNumeric(alpha2) : undefined) ??
        (byAtlasName.get(text.toLowerCase()) || undefined)
      );
    }
  }
}
