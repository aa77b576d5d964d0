// The arithmetic of the SVG charts: scales, line and area paths, running totals, radar spokes and
// polygons, and which band or point the pointer is on.
import t from 'tap';
import { areaPath, bandAt, cumulative, linearScale, linePath, nearestPoint, polarPoint, radarPolygon, segments, labelStep } from '@/components/charts/chart-geometry';

t.test('a linear scale maps the domain onto the range, reversed ranges included', async (t) => {
  const y = linearScale([0, 100], [250, 50]);
  t.equal(y(0), 250);
  t.equal(y(100), 50);
  t.equal(y(25), 200);
  t.equal(linearScale([0, 10], [0, 200])(5), 100);
  t.equal(linearScale([3, 3], [10, 90])(3), 10, 'a zero-width domain maps to the range start, not NaN');
});

t.test('line and area paths', async (t) => {
  t.equal(linePath([]), '');
  t.equal(linePath([[0, 10]]), 'M 0 10');
  t.equal(linePath([[0, 10], [20.123, 5], [40, 0]]), 'M 0 10 L 20.12 5 L 40 0', 'two decimals at most');
  t.equal(areaPath([], 100), '');
  t.equal(areaPath([[0, 10], [20, 5]], 100), 'M 0 10 L 20 5 L 20 100 L 0 100 Z', 'closed down to the baseline');
});

t.test('running totals', async (t) => {
  t.same(cumulative([]), []);
  t.same(cumulative([1, 2, 3, 0, 4]), [1, 3, 6, 6, 10]);
});

t.test('radar spokes start at the top and turn clockwise', async (t) => {
  const round = ([x, y]: readonly [number, number]) => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000];
  t.same(round(polarPoint(100, 100, 50, 0, 4)), [100, 50], 'first spoke: up');
  t.same(round(polarPoint(100, 100, 50, 1, 4)), [150, 100], 'second: right');
  t.same(round(polarPoint(100, 100, 50, 2, 4)), [100, 150], 'third: down');
  t.same(round(polarPoint(100, 100, 50, 3, 4)), [50, 100], 'fourth: left');
  t.equal(radarPolygon([10, 5, 0, 10], 10, 100, 100, 50), '100,50 125,100 100,100 50,100', 'each value on its spoke, the max at the rim');
  t.equal(radarPolygon([-3, 5], 0, 0, 0, 50), '0,0 0,0', 'no maximum: every point at the centre');
});

t.test('the band and the point under the pointer', async (t) => {
  t.equal(bandAt(0, 50, 12), 0);
  t.equal(bandAt(149, 50, 12), 2);
  t.equal(bandAt(-1, 50, 12), null, 'before the first band');
  t.equal(bandAt(600, 50, 12), null, 'after the last');
  t.equal(bandAt(10, 0, 12), null, 'no width');
  const points = [[10, 10], [50, 50], [52, 50]] as const;
  t.equal(nearestPoint(points, [49, 49], 20), 1);
  t.equal(nearestPoint(points, [53, 51], 20), 2, 'the nearest of two close points');
  t.equal(nearestPoint(points, [200, 200], 20), null, 'out of reach');
  t.equal(nearestPoint([], [0, 0], 20), null);
});

t.test('a line breaks where a value is unknown', async (t) => {
  t.same(segments([]), []);
  t.same(segments([1, 2, 3]), [[[0, 1], [1, 2], [2, 3]]]);
  t.same(segments([1, null, 3, 4, null]), [[[0, 1]], [[2, 3], [3, 4]]]);
  t.same(segments([null, null]), []);
  t.same(segments([0, Number.NaN, 5]), [[[0, 0]], [[2, 5]]], 'NaN is unknown too; 0 is a value');
});

t.test('labels under the axis skip categories when they would overlap', async (t) => {
  t.equal(labelStep(60, ['Janv', 'Févr']), 1, 'short labels in wide bands: all');
  t.equal(labelStep(20, ['Janv', 'Févr']), 2, 'narrow bands: every other one (34 px at least)');
  t.equal(labelStep(45, ['Audio', 'Informatique']), 2, 'a long label needs more room');
  t.equal(labelStep(100, ['Informatique']), 1);
  t.equal(labelStep(0, ['x']), 1, 'no width: no division by zero');
});
