import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Flex, Input, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../server/src/wire/visualdev';
import { ApiError } from '../../../lib/api-error';
import { RENDER_API } from './api';

// The map picker's search by address name (seed 001 "Map picker dialog", first mode): the words go to the site's
// geocoder when the person presses Enter or Find (never per keystroke: a public geocoder asks for few calls), the
// places it answers drop down, and choosing one places the marker and fills the address.

export interface PlaceSearchProps {
  projectId: string;
  onPick: (place: Place) => void;
}

function kindName(t: TFunction, kind: Place['kind']): string {
  switch (kind) {
    case 'project':
      return t('forms.location.kind.project');
    case 'dam':
      return t('forms.location.kind.dam');
    case 'point':
      return t('forms.location.kind.point');
    default:
      return t('forms.location.kind.address');
  }
}

export function PlaceSearch({ projectId, onPick }: PlaceSearchProps) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const [asked, setAsked] = useState('');
  // Open after each search until a pick, new words or a click away: the list answers the words that were asked.
  const [showing, setShowing] = useState(false);
  const places = useQuery({
    queryKey: ['forms', 'place-search', projectId, asked],
    queryFn: ({ signal }) => RENDER_API.searchPlaces(asked, projectId, signal),
    enabled: asked !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
  const list = places.data?.list ?? [];
  const failure = places.error instanceof ApiError ? places.error.msg || t('forms.location.search-failed') : undefined;
  const nothing = asked !== '' && places.isSuccess && list.length === 0;

  return (
    <Flex vertical gap={4} style={{ flex: '1 1 280px' }}>
      <AutoComplete
        value={words}
        open={showing && list.length > 0}
        onOpenChange={(open) => {
          if (!open) setShowing(false);
        }}
        options={list.map((place, index) => ({
          value: String(index),
          label: (
            <Flex gap={8} align="center" justify="space-between">
              <span>
                <Typography.Text strong>{place.name}</Typography.Text>{' '}
                <Typography.Text type="secondary">{place.address === place.name ? '' : place.address}</Typography.Text>
              </span>
              <Tag>{kindName(t, place.kind)}</Tag>
            </Flex>
          ),
        }))}
        onSelect={(index: string) => {
          const place = list[Number(index)];
          if (!place) return;
          setWords(place.name);
          setShowing(false);
          onPick(place);
        }}
        onChange={(next) => {
          setWords(next);
          setShowing(false);
        }}
        style={{ width: '100%' }}
      >
        <Input.Search
          aria-label={t('forms.location.address-search')}
          placeholder={t('forms.location.address-search-hint')}
          enterButton={t('forms.location.find')}
          loading={places.isFetching}
          status={failure || nothing ? 'error' : undefined}
          onSearch={(value) => {
            setAsked(value.trim());
            setShowing(true);
          }}
        />
      </AutoComplete>
      {failure || nothing ? (
        <Typography.Text type="danger" role="status">
          {failure ?? t('forms.location.no-places', { words: asked })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
