import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Input, Modal, Segmented, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CockpitMapConfig } from '../../../../server/src/wire/cockpit';
import { http } from '../../../lib/api-client';
import { useSelectedProject } from '../../../lib/selected-project';
import type { FieldControlProps } from './field-control-props';
import { LocationMap, type LngLat } from './location-map';
import { PlaceSearch } from './place-search';

// A map location (seed 001 "Map picker dialog"): the site's base map (standard or satellite, satellite first, zoom
// 14.2), two search modes, by address name (the site's geocoder, place-search.tsx) or by 'lng,lat' split on an
// English comma, and a click places the marker; closing without confirming asks 确认关闭？. The value is
// { lngLat: 'lng,lat', address }.

const DEFAULT_ZOOM = 14.2;
/** Where the map opens when neither the value nor the project has a position. */
const FALLBACK_CENTER: LngLat = [116.397, 39.909];

interface LocationValue {
  lngLat: string;
  address?: string;
}

/** 'lng,lat' (spaces and a Chinese comma forgiven) within the globe, or undefined. */
export function parseLngLat(text: string): LngLat | undefined {
  const parts = text
    .replace(/，/g, ',')
    .split(',')
    .map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return undefined;
  const [lng, lat] = parts.map(Number) as [number, number];
  return Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? [lng, lat] : undefined;
}

const asLocation = (value: unknown): LocationValue | undefined =>
  typeof value === 'object' && value !== null && typeof (value as LocationValue).lngLat === 'string' ? (value as LocationValue) : undefined;

function plainStyle(background: string) {
  return {
    version: 8 as const,
    sources: {},
    layers: [{ id: 'background', type: 'background' as const, paint: { 'background-color': background } }],
  };
}

function LocationDialog({
  initial,
  onClose,
  onConfirm,
}: {
  initial: LocationValue | undefined;
  onClose: () => void;
  onConfirm: (value: LocationValue) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const project = useSelectedProject();
  const projectId = project?.projectId ?? '';
  const config = useQuery({
    queryKey: ['cockpit', 'map', projectId],
    queryFn: ({ signal }) => http.get<CockpitMapConfig>('/api/cockpit/map', { projectId }, { noTip: true, signal }),
    staleTime: Infinity,
    enabled: projectId !== '',
  });
  const [base, setBase] = useState<'satellite' | 'standard'>('satellite');
  const [marker, setMarker] = useState<LngLat | undefined>(initial ? parseLngLat(initial.lngLat) : undefined);
  const [search, setSearch] = useState(initial?.lngLat ?? '');
  const [address, setAddress] = useState(initial?.address ?? '');
  const [searchError, setSearchError] = useState(false);
  const [mode, setMode] = useState<'address' | 'lngLat'>('address');

  const projectCenter: LngLat | undefined =
    project?.longitude !== null && project?.longitude !== undefined && project.latitude !== null
      ? [project.longitude, project.latitude]
      : undefined;
  const center = marker ?? (config.data ? (config.data.center as LngLat) : undefined) ?? projectCenter ?? FALLBACK_CENTER;
  const url = config.data ? (base === 'satellite' ? config.data.satelliteStyleUrl : config.data.standardStyleUrl) : null;
  const mapStyle = url ?? plainStyle(token.colorBgLayout);
  const ready = projectId === '' || !config.isPending;

  const askClose = () =>
    modal.confirm({
      title: t('forms.location.close-confirm'),
      okText: t('forms.location.ok'),
      cancelText: t('forms.location.cancel'),
      onOk: onClose,
    });
  const runSearch = () => {
    const point = parseLngLat(search);
    setSearchError(!point);
    if (point) setMarker(point);
  };

  return (
    <Modal
      open
      width={880}
      title={t('forms.location.title')}
      onCancel={askClose}
      okText={t('forms.location.ok')}
      cancelText={t('forms.location.cancel')}
      okButtonProps={{ disabled: !marker }}
      onOk={() =>
        marker && onConfirm({ lngLat: `${marker[0]},${marker[1]}`, ...(address.trim() ? { address: address.trim().slice(0, 200) } : {}) })
      }
    >
      <Flex vertical gap={8}>
        <Segmented<'address' | 'lngLat'>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'address', label: t('forms.location.mode-address') },
            { value: 'lngLat', label: t('forms.location.mode-lnglat') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <Flex gap={8} wrap align="flex-start">
          {mode === 'address' ? (
            <PlaceSearch
              key="address"
              projectId={projectId}
              onPick={(place) => {
                const point = parseLngLat(place.lngLat);
                if (point) setMarker(point);
                setAddress(place.address === place.name ? place.name : `${place.address} ${place.name}`);
              }}
            />
          ) : (
            <Input.Search
              aria-label={t('forms.location.search')}
              placeholder={t('forms.location.search-hint')}
              value={search}
              status={searchError ? 'error' : undefined}
              onChange={(event) => setSearch(event.target.value)}
              onSearch={runSearch}
              enterButton={t('forms.location.find')}
              style={{ flex: '1 1 280px' }}
            />
          )}
          <Button
            onClick={() => {
              setSearch('');
              setSearchError(false);
              setMarker(undefined);
              setAddress('');
            }}
          >
            {t('forms.location.reset')}
          </Button>
          <Segmented<'satellite' | 'standard'>
            value={base}
            onChange={setBase}
            options={[
              { value: 'satellite', label: t('forms.location.satellite') },
              { value: 'standard', label: t('forms.location.standard') },
            ]}
          />
        </Flex>
        {mode === 'lngLat' ? (
          <Typography.Text type={searchError ? 'danger' : 'secondary'}>{t('forms.location.comma-hint')}</Typography.Text>
        ) : null}
        {ready ? (
          <LocationMap
            mapStyle={mapStyle}
            center={center}
            zoom={DEFAULT_ZOOM}
            marker={marker}
            onPick={setMarker}
            label={t('forms.location.map')}
          />
        ) : (
          <div style={{ height: 420 }} />
        )}
        <Input
          aria-label={t('forms.location.address')}
          placeholder={t('forms.location.address')}
          value={address}
          maxLength={200}
          onChange={(event) => setAddress(event.target.value)}
        />
        <Typography.Text type="secondary">
          {marker ? `${t('forms.location.picked')}: ${marker[0]},${marker[1]}` : t('forms.location.click-hint')}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}

export function LocationControl({ value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = asLocation(value);
  const text = location ? (location.address ? `${location.address} (${location.lngLat})` : location.lngLat) : '';
  const editable = !disabled && !readOnly;
  return (
    <>
      <Input
        id={id}
        readOnly
        value={text}
        placeholder={t('forms.location.placeholder')}
        disabled={disabled}
        onClick={() => editable && setOpen(true)}
        suffix={
          <Button
            type="text"
            size="small"
            icon={<EnvironmentOutlined />}
            aria-label={t('forms.location.open')}
            disabled={!editable}
            onClick={() => setOpen(true)}
          />
        }
        allowClear={editable ? { clearIcon: undefined } : false}
        onChange={(event) => {
          if (event.target.value === '') onChange?.(undefined);
        }}
      />
      {open ? (
        <LocationDialog
          initial={location}
          onClose={() => setOpen(false)}
          onConfirm={(next) => {
            onChange?.(next);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
