import 'leaflet/dist/leaflet.css';
import './maps.css';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import L from 'leaflet';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { bucketOf, type Bucket } from './scale';

export type DepartmentFeature = Feature<Polygon | MultiPolygon, { code: string }>;
export type DepartmentCollection = FeatureCollection<Polygon | MultiPolygon, { code: string }>;

export type Area = 'metro' | '971' | '972' | '973' | '974' | '976';

export interface DepartmentMapHandle {
  /** shows a département: fits it in view, outlines it and opens its tooltip */
  reveal(code: string): void;
}

interface Props {
  geo: DepartmentCollection;
  counts: ReadonlyMap<string, number>;
  buckets: readonly Bucket[];
  area: Area;
  /** the tooltip's and the focusable shape's text of a département */
  describe: (code: string) => string;
  label: string;
  /** the zoom buttons' names (Leaflet's own are English) */
  zoomInLabel: string;
  zoomOutLabel: string;
  tiles?: { url: string; attribution?: string };
  ref?: Ref<DepartmentMapHandle>;
}

const isMainland = (code: string) => !code.startsWith('97');

function boundsOf(geo: DepartmentCollection, area: Area): L.LatLngBounds {
  const features = geo.features.filter((f) => (area === 'metro' ? isMainland(f.properties.code) : f.properties.code === area));
  return L.geoJSON({ type: 'FeatureCollection', features } as DepartmentCollection).getBounds();
}

/**
 * Leaflet in a small React wrapper: the départements as SVG paths (offline vector layer), coloured by
 * class through CSS (so the theme restyles them), a tooltip on hover and on keyboard focus; an optional
 * tile layer under them. Leaflet's own DOM lives outside React: the map is made once and updated.
 */
export function DepartmentMap({ geo, counts, buckets, area, describe, label, zoomInLabel, zoomOutLabel, tiles, ref }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef(new Map<string, L.Polygon>());
  const latest = useRef({ counts, buckets, describe });
  useEffect(() => {
    latest.current = { counts, buckets, describe };
  });

  // The map and its layers, once per data set.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = L.map(element, { zoomSnap: 0.25, minZoom: 3, maxZoom: 11, zoomControl: false, attributionControl: Boolean(tiles?.attribution), scrollWheelZoom: false });
    map.current = instance;
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution ?? '', maxZoom: 19 }).addTo(instance);
    const byCode = layers.current;
    L.geoJSON(geo, {
      style: () => ({ className: 'dept-shape', weight: 1 }),
      onEachFeature: (feature: DepartmentFeature, layer) => {
        const path = layer as L.Polygon;
        const code = feature.properties.code;
        byCode.set(code, path);
        path.bindTooltip(() => latest.current.describe(code), { sticky: true, direction: 'top', className: 'dept-tooltip' });
        path.on('mouseover', () => path.getElement()?.classList.add('is-hovered'));
        path.on('mouseout', () => path.getElement()?.classList.remove('is-hovered'));
      },
    }).addTo(instance);
    instance.fitBounds(boundsOf(geo, 'metro'), { padding: [8, 8] });
    // A container resized by the layout (sidebar, window) must tell Leaflet.
    const observer = new ResizeObserver(() => instance.invalidateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      byCode.clear();
      instance.remove();
      map.current = null;
    };
  }, [geo, tiles]);

  // The zoom buttons, named in the interface's language: made again when it changes (and with the map).
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const zoom = L.control.zoom({ zoomInTitle: zoomInLabel, zoomOutTitle: zoomOutLabel }).addTo(instance);
    return () => void zoom.remove();
  }, [zoomInLabel, zoomOutLabel, geo, tiles]);

  // Classes, labels and keyboard focus follow the counts.
  useEffect(() => {
    for (const [code, path] of layers.current) {
      const element = path.getElement() as SVGElement | undefined;
      if (!element) continue;
      const count = counts.get(code) ?? 0;
      element.setAttribute('class', `dept-shape leaflet-interactive bucket-${bucketOf(count, buckets)}`);
      element.setAttribute('data-code', code);
      if (count > 0) {
        // The départements with clients can be reached with Tab; their tooltip opens on focus.
        element.setAttribute('tabindex', '0');
        element.setAttribute('role', 'img');
        element.setAttribute('aria-label', describe(code));
        element.onfocus = () => {
          for (const other of layers.current.values()) other.closeTooltip();
          path.openTooltip(path.getBounds().getCenter());
        };
        element.onblur = () => path.closeTooltip();
      } else {
        element.removeAttribute('tabindex');
        element.removeAttribute('role');
        element.removeAttribute('aria-label');
        element.onfocus = null;
        element.onblur = null;
      }
    }
  }, [counts, buckets, describe, geo, tiles]);

  useEffect(() => {
    map.current?.fitBounds(boundsOf(geo, area), { padding: [8, 8] });
  }, [area, geo]);

  useImperativeHandle(ref, () => ({
    reveal(code) {
      const path = layers.current.get(code);
      const instance = map.current;
      if (!path || !instance) return;
      const bounds = path.getBounds();
      instance.fitBounds(isMainland(code) ? boundsOf(geo, 'metro') : bounds, { padding: [8, 8] });
      for (const other of layers.current.values()) {
        other.getElement()?.classList.remove('is-revealed');
        other.closeTooltip();
      }
      path.getElement()?.classList.add('is-revealed');
      path.bringToFront();
      path.openTooltip(bounds.getCenter());
    },
  }), [geo]);

  return <div ref={container} className="department-map" role="region" aria-label={label} data-testid="map" />;
}
