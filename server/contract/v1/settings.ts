import * as v from 'valibot';
import { ActionButtonSchema, BannerSchema, ImageSchema, SeoSchema } from './content';
import { CmsHtmlSchema, ImagePathSchema, LabelSchema, LinkUrlSchema } from './fields';

export const SubMenuItemSchema = v.object({ url: LinkUrlSchema, label: LabelSchema });
export const MenuItemSchema = v.object({
  url: LinkUrlSchema,
  label: LabelSchema,
  sub_menu: v.optional(v.array(SubMenuItemSchema)),
});
export type MenuItem = v.InferOutput<typeof MenuItemSchema>;

export const FooterLinkSchema = v.object({
  id: v.number(),
  url: LinkUrlSchema,
  label: LabelSchema,
});
export const FooterColumnSchema = v.object({
  column_name: LabelSchema,
  links: v.array(FooterLinkSchema),
});
export type FooterColumn = v.InferOutput<typeof FooterColumnSchema>;

export const PAGE_IDS = [
  'header',
  'footer',
  'terms',
  'about',
  'stories',
  'promos',
  'shop_online',
  'new_this_month',
  'home',
  'partners',
  'cards',
  'member',
  'card_partners',
  'ext-fly',
  'policy',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

const pageBanners = {
  main_banners: v.optional(v.array(BannerSchema)),
  banners: v.optional(v.array(BannerSchema)),
  offers_banners: v.optional(v.array(BannerSchema)),
};

export const MarketingBlockSchema = v.object({
  title: LabelSchema,
  body: v.pipe(v.string(), v.maxLength(1000)),
  image: ImageSchema,
  action_button: v.nullable(ActionButtonSchema),
});
export type MarketingBlock = v.InferOutput<typeof MarketingBlockSchema>;

export const SLIDE_IN_POSITIONS = ['top', 'left', 'right', 'bottom'] as const;
export const SlideInSchema = v.object({
  position: v.picklist(SLIDE_IN_POSITIONS),
  title: LabelSchema,
  body: CmsHtmlSchema,
  image: v.nullable(ImageSchema),
  action_button: ActionButtonSchema,
});
export type SlideIn = v.InferOutput<typeof SlideInSchema>;

export const HomePageSchema = v.object({
  api_id: v.literal('home'),
  value: v.object({
    title: LabelSchema,
    seo: v.optional(SeoSchema),
    main_banners: v.array(BannerSchema),
    banners: v.array(BannerSchema),
    offers_banners: v.array(BannerSchema),
    rewards_shop: MarketingBlockSchema,
    video: v.nullable(v.object({ url: LinkUrlSchema, poster: v.nullable(ImagePathSchema) })),
    slides: v.array(MarketingBlockSchema),
    slide_in: v.nullable(SlideInSchema),
  }),
});
export type HomePage = v.InferOutput<typeof HomePageSchema>;

export const HeaderPageSchema = v.object({
  api_id: v.literal('header'),
  value: v.object({ menu: v.array(MenuItemSchema) }),
});
export const FooterPageSchema = v.object({
  api_id: v.literal('footer'),
  value: v.object({ columns: v.array(FooterColumnSchema) }),
});
export const PolicyPageSchema = v.object({
  api_id: v.literal('policy'),
  value: v.object({ title: LabelSchema, cookie_notice: CmsHtmlSchema, seo: v.optional(SeoSchema) }),
});
export const GenericPageSchema = v.object({
  api_id: v.picklist(
    PAGE_IDS.filter((id) => id !== 'header' && id !== 'footer' && id !== 'policy' && id !== 'home'),
  ),
  value: v.object({
    title: LabelSchema,
    subtitle: v.optional(v.pipe(v.string(), v.maxLength(500))),
    seo: v.optional(SeoSchema),
    ...pageBanners,
  }),
});
export type GenericPage = v.InferOutput<typeof GenericPageSchema>;
export type ContentPageId = GenericPage['api_id'];

export const PageSchema = v.variant('api_id', [
  HeaderPageSchema,
  FooterPageSchema,
  PolicyPageSchema,
  HomePageSchema,
  GenericPageSchema,
]);
export type Page = v.InferOutput<typeof PageSchema>;

export const TitledLinkSchema = v.object({ value: LinkUrlSchema, title: LabelSchema });
export type TitledLink = v.InferOutput<typeof TitledLinkSchema>;

export const DownloadLinksSchema = v.object({
  app_store: TitledLinkSchema,
  google_play: TitledLinkSchema,
  app_gallery: TitledLinkSchema,
  qr_code: TitledLinkSchema,
  sms_appdl_msg: v.object({ value: v.pipe(v.string(), v.maxLength(320)), title: LabelSchema }),
});
export const SocialMediaSchema = v.object({
  facebook: TitledLinkSchema,
  instagram: TitledLinkSchema,
  twitter: TitledLinkSchema,
  youtube: TitledLinkSchema,
});
export const SettingSchema = v.variant('name', [
  v.object({ name: v.literal('download_links'), details: DownloadLinksSchema }),
  v.object({ name: v.literal('social_media'), details: SocialMediaSchema }),
]);
export type Setting = v.InferOutput<typeof SettingSchema>;

export const CategorySchema = v.object({
  id: v.number(),
  category_id: v.picklist([1, 2, 3]),
  category: LabelSchema,
  active_img_path: ImagePathSchema,
  default_img_path: ImagePathSchema,
});
export type Category = v.InferOutput<typeof CategorySchema>;

export const SettingsQuerySchema = v.strictObject({});

export const SettingsResponseSchema = v.object({
  pages: v.array(PageSchema),
  settings: v.array(SettingSchema),
  categories: v.array(CategorySchema),
});
export type SettingsResponse = v.InferOutput<typeof SettingsResponseSchema>;
