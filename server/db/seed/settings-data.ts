import type { Page, Setting } from '#contract/settings';
import type { ContentData } from './content-data';

export const headerPage: Page = {
  api_id: 'header',
  value: {
    menu: [
      {
        url: '/promos',
        label: 'Promos',
        sub_menu: [
          { url: '/promos', label: 'All Offers' },
          { url: '/new-this-month', label: 'New This Month' },
        ],
      },
      { url: '/shop-online', label: 'Shop Online' },
      { url: '/partners', label: 'Partners' },
      {
        url: '/cards',
        label: 'Cards',
        sub_menu: [
          { url: '/cards#credit', label: 'Credit Cards' },
          { url: '/cards#debit', label: 'Debit Cards' },
          { url: '/cards#prepaid', label: 'Prepaid Cards' },
        ],
      },
      { url: '/stories', label: 'Stories' },
      { url: 'https://help.gorewards.com.ph', label: 'Help Center' },
    ],
  },
};

export const footerPage: Page = {
  api_id: 'footer',
  value: {
    columns: [
      {
        column_name: 'Go Rewards',
        links: [
          { id: 1, url: '/about', label: 'About Us' },
          { id: 2, url: '/stories', label: 'Stories' },
          { id: 3, url: '/partners', label: 'Partners' },
          { id: 4, url: '/cards', label: 'Cards' },
          { id: 5, url: '/get-the-app', label: 'Get the App' },
          { id: 6, url: '/new-this-month', label: 'New This Month' },
        ],
      },
      {
        column_name: 'Rewards',
        links: [
          { id: 7, url: '/promos', label: 'Promos' },
          { id: 8, url: '/shop-online', label: 'Shop Online' },
          { id: 9, url: '/cards#prepaid', label: 'Prepaid Cards' },
          { id: 10, url: '/account', label: 'My Account' },
          { id: 15, url: '/prepaid', label: 'Go Rewards Prepaid' },
          { id: 16, url: '/black-card', label: 'Black Card' },
        ],
      },
      {
        column_name: 'Help',
        links: [
          { id: 11, url: 'https://help.gorewards.com.ph', label: 'Help Center' },
          { id: 12, url: 'https://help.gorewards.com.ph/contact', label: 'Contact Us' },
          { id: 13, url: '/terms', label: 'Terms and Conditions' },
          { id: 14, url: '/privacy-policy', label: 'Privacy Policy' },
        ],
      },
    ],
  },
};

export const policyPage: Page = {
  api_id: 'policy',
  value: {
    title: 'Privacy Policy',
    cookie_notice:
      '<p>We use cookies to keep you signed in, remember your preferences and understand how the site is used. ' +
      'By continuing to browse, you agree to our use of cookies as described in our ' +
      '<a href="/privacy-policy">Privacy Policy</a>.</p>',
    seo: { title: 'Privacy Policy | Go Rewards', description: 'How Go Rewards handles your data.' },
  },
};

export function genericPages(content: ContentData): Page[] {
  const banners = content.pageBanners;
  return [
    content.homePage,
    {
      api_id: 'promos',
      value: {
        title: 'Promos',
        seo: {
          title: 'Promos | Go Rewards',
          description: 'Promos from Go Rewards partners: bonus points, discounts and freebies.',
        },
        ...banners.promos,
      },
    },
    {
      api_id: 'shop_online',
      value: {
        title: 'Shop Online',
        seo: {
          title: 'Shop Online | Go Rewards',
          description: 'Shop online with Go Rewards partners and earn points on every order.',
        },
        ...banners.shop_online,
      },
    },
    {
      api_id: 'new_this_month',
      value: {
        title: "What's New in this month",
        subtitle: "This week's carefully curated set of both new and best-selling offers.",
        seo: {
          title: 'New This Month | Go Rewards',
          description: 'New and best-selling Go Rewards offers, picked every month.',
        },
        ...banners.new_this_month,
      },
    },
    {
      api_id: 'partners',
      value: {
        title: 'Partners',
        seo: {
          title: 'Partners | Go Rewards',
          description: 'Stores across the Philippines where you earn and redeem Go Rewards points.',
        },
        ...banners.partners,
      },
    },
    {
      api_id: 'cards',
      value: {
        title: 'Cards',
        seo: {
          title: 'Cards | Go Rewards',
          description: 'Go Rewards cards: prepaid, co-branded and partner cards that earn points.',
        },
        ...banners.cards,
      },
    },
    {
      api_id: 'card_partners',
      value: { title: 'Card Partners', seo: { title: 'Card Partners | Go Rewards' } },
    },
    {
      api_id: 'stories',
      value: {
        title: 'Stories',
        seo: {
          title: 'Stories | Go Rewards',
          description: 'Stories from Go Rewards members and partners.',
        },
        ...banners.stories,
      },
    },
    {
      api_id: 'terms',
      value: { title: 'Terms and Conditions', seo: { title: 'Terms and Conditions | Go Rewards' } },
    },
    { api_id: 'about', value: { title: 'About Go Rewards', seo: { title: 'About | Go Rewards' } } },
    {
      api_id: 'member',
      value: {
        title: 'My Account',
        seo: { title: 'My Account | Go Rewards' },
        ...banners.member,
      },
    },
    {
      api_id: 'ext-fly',
      value: { title: 'Fly with Go Rewards', seo: { title: 'Fly | Go Rewards' } },
    },
  ];
}

export const settingRows: Setting[] = [
  {
    name: 'download_links',
    details: {
      app_store: {
        value: 'https://apps.apple.com/ph/app/go-rewards/id1478592304',
        title: 'App Store',
      },
      google_play: {
        value: 'https://play.google.com/store/apps/details?id=ph.gorewards.app',
        title: 'Google Play',
      },
      app_gallery: { value: 'https://appgallery.huawei.com/app/C104165297', title: 'App Gallery' },
      qr_code: { value: 'https://gorewards.com.ph/app', title: 'Scan to get the Go Rewards app' },
      sms_appdl_msg: {
        value: 'Get the Go Rewards app and earn points every day: {link}',
        title: 'App download SMS',
      },
    },
  },
  {
    name: 'social_media',
    details: {
      facebook: { value: 'https://www.facebook.com/GoRewardsPH', title: 'Go Rewards on Facebook' },
      instagram: {
        value: 'https://www.instagram.com/gorewardsph',
        title: 'Go Rewards on Instagram',
      },
      twitter: { value: 'https://twitter.com/GoRewardsPH', title: 'Go Rewards on Twitter' },
      youtube: { value: 'https://www.youtube.com/@GoRewardsPH', title: 'Go Rewards on YouTube' },
    },
  },
];

export const categoryRows: { categoryId: 1 | 2 | 3; category: string }[] = [
  { categoryId: 1, category: 'Supermarkets' },
  { categoryId: 1, category: 'Department Stores' },
  { categoryId: 1, category: 'Home Improvement' },
  { categoryId: 1, category: 'Health and Beauty' },
  { categoryId: 1, category: 'Travel' },
  { categoryId: 1, category: 'Convenience Stores' },
  { categoryId: 2, category: 'Food and Groceries' },
  { categoryId: 2, category: 'Fashion' },
  { categoryId: 2, category: 'Travel' },
  { categoryId: 2, category: 'Home and Living' },
  { categoryId: 2, category: 'Health and Wellness' },
  { categoryId: 3, category: 'Gadgets' },
  { categoryId: 3, category: 'Fashion' },
  { categoryId: 3, category: 'Groceries' },
  { categoryId: 3, category: 'Travel' },
  { categoryId: 1, category: 'Restaurants' },
  { categoryId: 1, category: 'Fuel and Auto' },
  { categoryId: 2, category: 'Dining' },
  { categoryId: 3, category: 'Home and Living' },
];

export function categoryImagePaths(category: string): { active: string; default: string } {
  const name = category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    active: `/images/categories/${name}-active.svg`,
    default: `/images/categories/${name}.svg`,
  };
}

export const announcementRow = {
  body: '<p><strong>Double points weekend!</strong> Earn 2x Go Rewards points at Bayanihan Mart this Saturday and Sunday.</p>',
  actionButton: { label: 'See the promo', url: '/promos/double-points-weekend' },
};
