import { IconTile } from '@/components/ui/icon-tile';
import '@/components/ui/stat-tile.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banknote, FileCheck, HandCoins, Target, UserCheck, UserPlus, Wallet } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import type { Tiles } from '@shared/schemas/statistics';

interface Tile {
  key: string;
  label: string;
  value: string;
  sub: string;
  icon: ReactNode;
  tone: string;
}

const count = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

/** The seven figures of the period. */
export function KpiTiles({ tiles }: { tiles: Tiles | null }) {
  const { t } = useTranslation();
  const list: Tile[] = tiles
    ? [
        { key: 'revenue', label: t('kpi.tiles.revenue'), value: formatEuros(tiles.revenueCents), sub: t('kpi.tiles.revenueSub'), icon: <Banknote size={22} />, tone: 'primary' },
        { key: 'deposits', label: t('kpi.tiles.deposits'), value: formatEuros(tiles.depositCents), sub: t('kpi.tiles.depositsSub', { count: tiles.depositCount }), icon: <Wallet size={22} />, tone: 'info' },
        { key: 'balances', label: t('kpi.tiles.balances'), value: formatEuros(tiles.balanceCents), sub: t('kpi.tiles.balancesSub', { count: tiles.balanceCount }), icon: <HandCoins size={22} />, tone: 'success' },
        { key: 'opportunities', label: t('kpi.tiles.opportunities'), value: count(tiles.opportunityCount), sub: t('kpi.tiles.opportunitiesSub', { amount: formatEuros(tiles.opportunityCents) }), icon: <Target size={22} />, tone: 'warning' },
        { key: 'signed', label: t('kpi.tiles.signed'), value: count(tiles.signedCount), sub: t('kpi.tiles.signedSub'), icon: <UserCheck size={22} />, tone: 'success' },
        { key: 'prospects', label: t('kpi.tiles.prospects'), value: count(tiles.prospectsCount), sub: t('kpi.tiles.prospectsSub'), icon: <UserPlus size={22} />, tone: 'info' },
        { key: 'ended', label: t('kpi.tiles.ended'), value: count(tiles.endedCount), sub: t('kpi.tiles.endedSub', { amount: formatEuros(tiles.endedCents) }), icon: <FileCheck size={22} />, tone: 'secondary' },
      ]
    : [];
  if (!tiles) {
    return (
      <ul className="stat-tile-grid stat-tile-grid-four" aria-busy="true" aria-label={t('kpi.tiles.label')}>
        {Array.from({ length: 7 }, (_, i) => (
          <li key={i} className={`card stat-tile kpi-tile is-loading${i === 0 ? ' kpi-tile-wide' : ''}`} aria-hidden="true">
            <span className="placeholder stat-tile-ph-icon" />
            <span className="placeholder stat-tile-ph-line" />
            <span className="placeholder stat-tile-ph-value" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="stat-tile-grid stat-tile-grid-four" aria-label={t('kpi.tiles.label')} data-testid="kpi-tiles">
      {list.map((tile, i) => (
        <li key={tile.key} className={`card stat-tile kpi-tile tone-${tile.tone}${i === 0 ? ' kpi-tile-wide' : ''}`} data-testid={`tile-${tile.key}`}>
          <IconTile className="stat-tile-icon">{tile.icon}</IconTile>
          <span className="stat-tile-text">
            <span className="stat-tile-label">{tile.label}</span>
            <strong className="stat-tile-value" data-testid={`tile-${tile.key}-value`}>
              {tile.value}
            </strong>
            <span className="stat-tile-sub">{tile.sub}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
