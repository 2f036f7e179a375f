import { Type, type Static } from 'typebox';

// Form definitions (visualdev Base) and their records (OnlineDev), seed 001 sections 3 to 5 and 7, issue 14
// "Definitions the seed leaves open". Nothing here may import fastify, kysely or node.
//
// A form's `formData` is JSON text `{ "fields": [field, ...] }`. A field names its record key in `__vModel__` and its
// component in `__config__.jnpfKey`; the component's own settings sit beside them on the field (options, min, max,
// precision, maxlength, multiple, limit, level, ...), as JNPF's designer writes them. A record is a JSON object keyed
// by `__vModel__`. The server checks a definition when it is saved and a record when it is written
// (server/src/forms/); the settings each component reads, and the value it takes, are listed in FIELD_KINDS below
// and in server/src/forms/README.md.

/**
 * The components a field may name. The first group is issue 14's list; the second adds the usual JNPF inputs; the
 * third holds seed 001's business components (patrol object tree and contents, maintenance checklist, assessment
 * rows, monitoring point, dictionary option lists, organisation trees).
 */
export const JNPF_KEYS = [
  'input',
  'textarea',
  'inputNumber',
  'select',
  'date',
  'switch',
  'uploadImg',
  'organizeSelect',
  'userSelect',
  'address',
  'billRule',
  'popupSelect',
  'relationForm',
  'table',
  'calculate',
  'signature',
  'editor',
  'location',
  'radio',
  'checkbox',
  'time',
  'numRange',
  'uploadFz',
  'depSelect',
  'posSelect',
  'roleSelect',
  'treeSelect',
  'dicSelect',
  'monitoringPoint',
  'patrolContent',
  'maintenanceCheck',
  'assessment',
] as const;
export type JnpfKey = (typeof JNPF_KEYS)[number];

/** The most fields a form, and columns a sub-table, may hold. */
export const FORM_FIELDS_MAX = 200;
/** The most rows a sub-table or a business list (checklist, assessment, patrol contents) may hold in one record. */
export const FORM_ROWS_MAX = 500;
/** Text limits when a field sets no maxlength: input, textarea, rich text (seed 001 section 9: editor 3000). */
export const TEXT_MAX_DEFAULT = { input: 255, textarea: 2000, editor: 3000 } as const;
/** Image upload defaults (seed 001 section 5): 9 images; the extensions an image may have. */
export const IMAGE_LIMIT_DEFAULT = 9;
export const IMAGE_EXTENSIONS = ['jpg', 'svg', 'gif', 'png', 'bmp'] as const;
/** Files an uploadFz field holds when it sets no limit. */
export const FILE_LIMIT_DEFAULT = 9;
/** Address levels (0 province .. 3 street); default 2 (seed 001 section 3). */
export const ADDRESS_LEVEL_DEFAULT = 2;
/** Assessment result options (seed 001 section 9): 1 达标, 2 不达标. */
export const CHECK_RESULTS = [1, 2] as const;

/** A field's record key: a letter or underscore, then letters, digits and underscores. */
export const MODEL_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** A pattern rule of a text field (JNPF `regList`): applied to non-empty values; `message` is what a failure says. */
export const FIELD_PATTERN_RULE = Type.Object({
  pattern: Type.String({ maxLength: 200 }),
  message: Type.Optional(Type.String({ maxLength: 100 })),
});

/** A fixed option of select, radio and checkbox. */
export const FIELD_OPTION = Type.Object({
  id: Type.Union([Type.String({ maxLength: 64 }), Type.Number()]),
  fullName: Type.String({ maxLength: 100 }),
});

export const FIELD_CONFIG = Type.Object(
  {
    jnpfKey: Type.String({ maxLength: 40 }),
    label: Type.String({ maxLength: 50 }),
    required: Type.Optional(Type.Boolean()),
    regList: Type.Optional(Type.Array(FIELD_PATTERN_RULE, { maxItems: 10 })),
    /** Options come from a dictionary (its id) instead of `options`: select, radio, checkbox, dicSelect. */
    dictionaryType: Type.Optional(Type.String({ maxLength: 64 })),
    /** The sub-table's columns (jnpfKey 'table'): fields like the form's, no sub-table among them. */
    children: Type.Optional(Type.Array(Type.Unknown(), { maxItems: FORM_FIELDS_MAX })),
    defaultValue: Type.Optional(Type.Unknown()),
  },
  // The designer keeps its layout settings here too (span, tag, tagIcon, layout, ...): they are the console's.
  { additionalProperties: true },
);

export const FORM_FIELD = Type.Object(
  {
    __vModel__: Type.String({ maxLength: 64 }),
    __config__: FIELD_CONFIG,
    options: Type.Optional(Type.Array(FIELD_OPTION, { maxItems: 500 })),
    multiple: Type.Optional(Type.Boolean()),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    /** Decimal places an inputNumber takes (0..10). */
    precision: Type.Optional(Type.Integer()),
    maxlength: Type.Optional(Type.Integer()),
    /** Most images or files an upload holds. */
    limit: Type.Optional(Type.Integer()),
    /** address: 0 province, 1 city, 2 district, 3 street. */
    level: Type.Optional(Type.Integer()),
    /** signature: whether the value may be an inline PNG/JPEG (data URL) instead of an uploaded file's link. */
    inline: Type.Optional(Type.Boolean()),
  },
  // Placeholder, style, clearable and the other display settings are the console's.
  { additionalProperties: true },
);
export type FormField = Static<typeof FORM_FIELD>;

/** formData once parsed. */
export const FORM_DATA = Type.Object({ fields: Type.Array(Type.Unknown(), { maxItems: FORM_FIELDS_MAX }) }, { additionalProperties: true });

/** A maintenance checklist row (seed 001 section 3): action (50), done 1 yes / 0 no, disabled rows cannot be removed. */
export const MAINTENANCE_ROW = Type.Object(
  {
    action: Type.String({ maxLength: 50 }),
    done: Type.Union([Type.Literal(0), Type.Literal(1)]),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** An assessment row (seed 001 section 3) with its text limits; checkResult 1 达标, 2 不达标. */
export const ASSESSMENT_ROW = Type.Object(
  {
    target: Type.Optional(Type.String({ maxLength: 300 })),
    aim: Type.Optional(Type.String({ maxLength: 300 })),
    method: Type.Optional(Type.String({ maxLength: 300 })),
    measureMethod: Type.Optional(Type.String({ maxLength: 300 })),
    responsor: Type.Optional(Type.String({ maxLength: 50 })),
    preCost: Type.Optional(Type.String({ maxLength: 50 })),
    executePeriod: Type.Optional(Type.String({ maxLength: 30 })),
    checkResult: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Null()])),
    rewards: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);

/** A part of a patrol content (seed 001 section 3); images are comma-joined relative links. */
export const PATROL_PART = Type.Object(
  {
    inspectionName: Type.String({ maxLength: 100 }),
    inspectionResult: Type.Optional(Type.String({ maxLength: 500_000 })),
    handleResult: Type.Optional(Type.String({ maxLength: 500_000 })),
    remark: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);

export const PATROL_CONTENT = Type.Object(
  {
    inspectionContent: Type.String({ maxLength: 100 }),
    inspectionPart: Type.Array(PATROL_PART, { maxItems: FORM_ROWS_MAX }),
  },
  { additionalProperties: false },
);

/** A map location value: 'lng,lat' and the address name built from province to street number. */
export const LOCATION_VALUE = Type.Object(
  { lngLat: Type.String({ maxLength: 60 }), address: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

/** An uploaded file of an uploadFz field. */
export const FILE_VALUE = Type.Object(
  { name: Type.String({ maxLength: 200 }), url: Type.String({ maxLength: 500 }), fileId: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);

/** `POST /api/visualdev/Base` and `PUT /api/visualdev/Base/{id}`. */
export const VISUALDEV_BASE_BODY = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 50 }),
    enCode: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
    category: Type.Optional(Type.String({ maxLength: 64 })),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
    /** JSON text `{ fields: [...] }` (at most 1 MB). */
    formData: Type.String({ minLength: 2, maxLength: 1_000_000 }),
    /** JSON text of the generated list page's settings (columns, search, paging); the console's. */
    columnData: Type.Optional(Type.String({ maxLength: 200_000 })),
  },
  { additionalProperties: false },
);
export type VisualdevBaseBody = Static<typeof VISUALDEV_BASE_BODY>;

/** `POST /api/visualdev/OnlineDev/{modelId}` and its PUT: the record as JSON text keyed by `__vModel__`. */
export const ONLINE_DEV_RECORD_BODY = Type.Object(
  { data: Type.String({ minLength: 2, maxLength: 2_000_000 }) },
  { additionalProperties: false },
);

/** A form definition in the list: 0 never released, 1 released. */
export const VISUALDEV_BASE_ITEM = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  category: Type.String(),
  description: Type.String(),
  sortCode: Type.Integer(),
  state: Type.Integer(),
  /** Released, and edited since: records are still checked against the released design. */
  changedSinceRelease: Type.Boolean(),
  creatorUserId: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
  releaseTime: Type.Union([Type.Number(), Type.Null()]),
});
export type VisualdevBaseItem = Static<typeof VISUALDEV_BASE_ITEM>;

/** One definition with its design (`GET /api/visualdev/Base/{id}`). */
export const VISUALDEV_BASE_DETAIL = Type.Object({ ...VISUALDEV_BASE_ITEM.properties, formData: Type.String(), columnData: Type.String() });
export type VisualdevBaseDetail = Static<typeof VISUALDEV_BASE_DETAIL>;

/**
 * `GET /api/visualdev/Location/Search?keyword&projectId`: the location picker's search by address name (seed 001
 * section 2, map picker dialog). Places come from the configured geocoder (server/src/providers/geocoder/): by default
 * the caller's own projects, dams and monitoring points by name; with GEOCODER_URL a Nominatim-style service.
 */
export const PLACE_SEARCH_QUERY = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 100 }),
  projectId: Type.Optional(Type.String({ maxLength: 64 })),
  _t: Type.Optional(Type.String({ maxLength: 20 })),
});
export type PlaceSearchQuery = Static<typeof PLACE_SEARCH_QUERY>;
export const PLACE = Type.Object({
  name: Type.String(),
  /** Where it is, in words: the project and dam of a seeded place, the service's full address otherwise. */
  address: Type.String(),
  /** 'lng,lat', as a location value holds it. */
  lngLat: Type.String(),
  kind: Type.Union([Type.Literal('project'), Type.Literal('dam'), Type.Literal('point'), Type.Literal('address')]),
});
export type Place = Static<typeof PLACE>;
export const PLACE_SEARCH = Type.Object({ list: Type.Array(PLACE) });
export type PlaceSearch = Static<typeof PLACE_SEARCH>;
