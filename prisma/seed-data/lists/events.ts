import type { SeedList } from "../types";

// Demo lists: Events.
export const eventsLists: SeedList[] = [
  {
    slug: "wedding-planning-timeline-12-months-to-the-big-day",
    title: "Wedding Planning Timeline: 12 Months to the Big Day",
    categorySlug: "events",
    expertHandle: "sofia-marino",
    author: "Sofia Marino",
    authorOrg: "Marino Events",
    verificationStatus: "verified",
    qualityScore: 95,
    isFree: true,
    status: "published",
    content: `<p>Twelve months is a comfortable runway for most weddings. The order matters more than the exact dates: the budget and guest count decide the venue, the venue decides the date, and the date decides everyone else. The colors attached to this list are a sample palette many couples start from; swap in your own.</p>
<h2>12 to 10 months out</h2>
<ol>
<li>Agree on a total budget and who's contributing what.</li>
<li>Draft a guest list with a rough headcount. It's the biggest driver of cost.</li>
<li>Tour venues and book one, which sets your date.</li>
<li>Decide whether you want a planner or day-of coordinator, and book them now if so.</li>
</ol>
<h2>10 to 8 months out</h2>
<ul>
<li>Book the photographer, caterer (if the venue doesn't provide one), and band or DJ. The best ones book a year ahead.</li>
<li>Send save-the-dates about 6 to 8 months out, or 8 to 12 months for a destination wedding.</li>
<li>Set up a wedding website with date, location, and travel details.</li>
<li>Start shopping for wedding attire; many dresses take several months to order plus time for alterations.</li>
</ul>
<h2>7 to 5 months out</h2>
<ul>
<li>Book the officiant, florist, and rentals such as tables, linens, and lighting.</li>
<li>Reserve a hotel room block for out-of-town guests.</li>
<li>Create a registry.</li>
</ul>
<h2>4 to 3 months out</h2>
<ul>
<li>Order invitations, do a menu tasting, and buy the rings.</li>
<li>Schedule a hair and makeup trial.</li>
<li>Check your local marriage license rules, including any waiting period and how long the license stays valid.</li>
</ul>
<h2>2 months to 1 week out</h2>
<ol>
<li>Mail invitations 6 to 8 weeks before the wedding, with an RSVP date 3 to 4 weeks out.</li>
<li>Finalize the seating chart once RSVPs are in.</li>
<li>Send a detailed day-of timeline to every vendor.</li>
<li>Give the final headcount to the caterer, usually 1 to 2 weeks before.</li>
<li>Pay final balances and prepare tip envelopes.</li>
<li>Pack an emergency kit: sewing kit, stain remover, pain reliever, phone charger, and snacks.</li>
</ol>
<blockquote>Put one person, not you, in charge of vendor questions on the day. Your only job is to get married.</blockquote>
<p>Download the <a href="https://sofia-marino.example.com/wedding-timeline">editable wedding timeline</a> with every task and a column for who owns it.</p>`,
    methodology:
      "Timeline distilled from more than 250 weddings Sofia Marino has planned; vendor lead times rechecked with 20 vendors in 2025.",
    sourceUrl: "https://example.org/sources/wedding-planning-timeline-12-months-to-the-big-day",
    imageUrl: "/images/demo/lists/events-1.svg",
    affiliateDisclosure: false,
    colorOptions: ["#F7E7CE", "#C9A9A6", "#6B4E5B", "#2F3E46"],
    createdDaysAgo: 715,
    updatedDaysAgo: 14,
    lastVerifiedDaysAgo: 14,
  },
  {
    slug: "backyard-birthday-party-checklist-for-20-guests",
    title: "Backyard Birthday Party Checklist for 20 Guests",
    categorySlug: "events",
    expertHandle: "sofia-marino",
    author: "Sofia Marino",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 80,
    isFree: true,
    status: "published",
    content: `<p>Twenty guests is the sweet spot for a backyard party: big enough to feel like an event, small enough to host without staff. This checklist covers a three-hour afternoon party with snacks and cake rather than a full meal. The bright palette attached works for decorations, napkins, and balloons.</p>
<h2>Two weeks before</h2>
<ul>
<li>Send invitations with a clear start and end time and an RSVP date.</li>
<li>Plan for weather: a rented canopy or a clear indoor fallback if it rains.</li>
<li>Count seating. You'll want chairs for at least half of the guests.</li>
<li>Let neighbors know, especially if there will be music.</li>
</ul>
<h2>Quantities to buy</h2>
<ul>
<li>Plates: about 30 (guests often take a second plate for cake)</li>
<li>Cups: 40 to 60, or reusable cups with name tags</li>
<li>Napkins: about 60</li>
<li>Drinks: plan on 1 to 2 per guest per hour, so about 60 to 80 for a three-hour party, plus plenty of water</li>
<li>Ice: at least 1 lb per guest, more on hot days</li>
<li>Snacks: 4 to 6 bites per person per hour when there's no main meal</li>
</ul>
<h2>The day before</h2>
<ol>
<li>Mow the lawn and clear toys, hoses, and anything people could trip over.</li>
<li>Set up tables and test any lights or speakers.</li>
<li>Prep cold snacks and chill the drinks.</li>
<li>Put out extra toilet paper, hand towels, and soap in the bathroom guests will use.</li>
</ol>
<h2>Party day</h2>
<ul>
<li>Set out a shaded drinks station away from the food table to avoid bottlenecks.</li>
<li>Put sunscreen and bug spray on a side table.</li>
<li>Place labeled trash and recycling bins where guests will see them.</li>
<li>Plan the cake moment about halfway through, before anyone needs to leave.</li>
<li>Keep cold food cold and clear away perishables after two hours in the heat.</li>
</ul>
<blockquote>Ask one friend to be your "floater" who refills ice, restocks napkins, and runs the music, so you can actually talk to your guests.</blockquote>
<p>Get the <a href="https://sofia-marino.example.com/party-shopping-list">printable party shopping list</a> with quantities for 10, 20, and 40 guests.</p>`,
    methodology:
      "Quantities based on Sofia Marino's event records from 60 home parties; food safety timing follows USDA guidance for perishable foods.",
    sourceUrl: "https://example.org/sources/backyard-birthday-party-checklist-for-20-guests",
    imageUrl: "/images/demo/lists/events-2.svg",
    affiliateDisclosure: true,
    colorOptions: ["#FFB703", "#FB8500", "#219EBC", "#8ECAE6"],
    createdDaysAgo: 140,
    updatedDaysAgo: 6,
    lastVerifiedDaysAgo: 20,
  },
  {
    slug: "wedding-color-palette-guide-choosing-3-to-4-shades-that-photograph-well",
    title: "Wedding Color Palette Guide: Choosing 3 to 4 Shades That Photograph Well",
    categorySlug: "events",
    expertHandle: "sofia-marino",
    author: "Sofia Marino",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 77,
    isFree: true,
    status: "published",
    content: `<p>Your wedding colors show up in flowers, linens, attire, stationery, and every photo you'll keep. A palette of three or four shades is enough to feel cohesive without looking themed. The palette attached here, a soft neutral, dusty rose, muted mauve, and deep blue, is one of the most requested combinations in my studio.</p>
<h2>Start with what you can't change</h2>
<ul>
<li>Look at the venue first: wall colors, carpet, wood tones, and the view outside.</li>
<li>Consider the season. Deep jewel tones suit fall and winter; soft pastels and greens suit spring.</li>
<li>Note the light. A candlelit evening reception warms every color; outdoor midday light cools and brightens them.</li>
</ul>
<h2>Build the palette with the 60-30-10 rule</h2>
<ol>
<li><strong>60 percent: a main neutral</strong> such as ivory, sand, or soft gray for linens and large surfaces.</li>
<li><strong>30 percent: a secondary color</strong> for bridesmaid dresses, florals, or stationery.</li>
<li><strong>10 percent: an accent</strong> for small touches like ribbons, candles, or a signature cocktail.</li>
<li>Optional fourth shade: a darker anchor color that adds depth in photos.</li>
</ol>
<h2>Test before you commit</h2>
<ul>
<li>Order fabric swatches and hold them up in the venue at the time of day of your ceremony.</li>
<li>Take phone photos of the swatches in daylight and under warm indoor light.</li>
<li>Ask your photographer which colors tend to photograph poorly in your venue. Neon and very saturated shades can lose detail.</li>
<li>Hold the palette next to the skin tones of the people who'll wear it.</li>
</ul>
<h2>Share it with vendors</h2>
<ul>
<li>Send every vendor the same one-page palette sheet with hex codes and swatch photos.</li>
<li>Tell your florist which shade is the accent so it doesn't take over.</li>
</ul>
<p>Try combinations in the <a href="https://sofia-marino.example.com/palette-builder">wedding palette builder</a>.</p>`,
    methodology:
      "Based on Sofia Marino's design consultations and feedback from three wedding photographers; palette guidance is a matter of taste and has not been independently verified.",
    sourceUrl: "https://example.org/sources/wedding-color-palette-guide-choosing-3-to-4-shades-that-photograph-well",
    imageUrl: "/images/demo/lists/events-3.svg",
    affiliateDisclosure: false,
    colorOptions: ["#E9D8C4", "#B5838D", "#6D6875", "#355070"],
    createdDaysAgo: 260,
    updatedDaysAgo: 100,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "baby-shower-planning-checklist-six-weeks-to-party-day",
    title: "Baby Shower Planning Checklist: Six Weeks to Party Day",
    categorySlug: "events",
    expertHandle: "sofia-marino",
    author: "Sofia Marino",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 76,
    isFree: false,
    status: "published",
    content: `<p>A baby shower is usually held four to eight weeks before the due date, when the parent-to-be is still comfortable but the nursery is taking shape. Six weeks of planning is plenty for a party of 15 to 30 guests. Check in with the guest of honor early: some people love games and gifts opened in front of everyone, others would rather skip both.</p>
<h2>Six weeks before</h2>
<ol>
<li>Agree on the date, guest list, and budget with the parent or parents-to-be.</li>
<li>Choose a venue: a home, a private room at a restaurant, or a community space.</li>
<li>Ask whether they have a registry, and where.</li>
<li>Decide on a theme or a simple palette. The soft neutrals attached here work for any theme.</li>
</ol>
<h2>Four weeks before</h2>
<ul>
<li>Send invitations with the registry link, RSVP date, and any special notes, such as a book request instead of a card.</li>
<li>Plan the menu. Brunch or afternoon tea is easy and inexpensive.</li>
<li>Order a cake or plan desserts.</li>
<li>Pick one or two activities at most, like a onesie-decorating station or advice cards.</li>
</ul>
<h2>One week before</h2>
<ul>
<li>Confirm the headcount and any dietary needs. Keep in mind common pregnancy food precautions, such as avoiding unpasteurized cheeses and deli meats that haven't been heated.</li>
<li>Buy decorations, paper goods, and a guest book or advice cards.</li>
<li>Assign helpers: one for food, one for gifts and a list of who gave what.</li>
</ul>
<h2>Party day</h2>
<ul>
<li>Save a comfortable chair for the guest of honor, with water and snacks within reach.</li>
<li>Keep the party to about two to three hours.</li>
<li>Record each gift and giver as it's opened, for thank-you notes.</li>
<li>Pack up the gifts and help load the car at the end.</li>
</ul>
<blockquote>Offer a non-alcoholic signature drink so the guest of honor isn't the only person without something special in their glass.</blockquote>
<p>Find printable advice cards and a gift log at <a href="https://sofia-marino.example.com/baby-shower-kit">sofia-marino.example.com</a>.</p>`,
    methodology:
      "Built from Sofia Marino's planning templates for 40 showers; food precautions were checked against general prenatal nutrition guidance by a registered dietitian.",
    sourceUrl: "https://example.org/sources/baby-shower-planning-checklist-six-weeks-to-party-day",
    imageUrl: "/images/demo/lists/events-2.svg",
    affiliateDisclosure: false,
    colorOptions: ["#F6E7D8", "#CDE3D0", "#A7C4D9"],
    createdDaysAgo: 90,
    updatedDaysAgo: 90,
    lastVerifiedDaysAgo: 120,
  },
  {
    slug: "destination-wedding-guest-logistics-checklist",
    title: "Destination Wedding Guest Logistics Checklist",
    categorySlug: "events",
    expertHandle: "sofia-marino",
    author: "Sofia Marino",
    authorOrg: "Marino Events",
    verificationStatus: "verified",
    qualityScore: 86,
    isFree: false,
    status: "published",
    content: `<p>At a destination wedding, you're not just hosting a party; you're asking guests to plan a trip around you. The more decisions you make for them, the more people will come and the smoother the weekend will be. This checklist focuses on guest logistics, not the ceremony itself.</p>
<h2>Nine to twelve months out</h2>
<ul>
<li>Send save-the-dates with the city, dates, and a link to your wedding website.</li>
<li>Negotiate a room block at one or two hotels in different price ranges. Ask about attrition rules so you're not charged for unbooked rooms.</li>
<li>List the nearest airports and typical flight times from where most guests live.</li>
</ul>
<h2>Build a travel page on your website</h2>
<ol>
<li>Room block booking links and cutoff dates.</li>
<li>Entry requirements and travel documents for international guests, with a reminder to check them early.</li>
<li>Ground transport options from the airport, with rough costs and travel times.</li>
<li>The weather for that time of year, and the dress code for each event.</li>
<li>A short list of things to do for guests who extend their trip.</li>
</ol>
<h2>Three to four months out</h2>
<ul>
<li>Send formal invitations with an RSVP date at least eight weeks before the wedding.</li>
<li>Book group transport between the hotel and the venue. Guests shouldn't need to rent cars or find taxis at midnight.</li>
<li>Plan a casual welcome event the night before, since many guests will arrive a day early.</li>
</ul>
<h2>The final month</h2>
<ul>
<li>Collect arrival and departure times in a spreadsheet for transfers.</li>
<li>Email a one-page itinerary with times, addresses, and a local contact number.</li>
<li>Prepare welcome bags: water, local snacks, sunscreen, a printed itinerary, and a hangover kit.</li>
<li>Arrange a point person at the hotel for guest questions all weekend.</li>
</ul>
<blockquote>Guests spend significant money to attend. Keep the gift expectations light and say so on your website.</blockquote>
<p>Use the <a href="https://sofia-marino.example.com/guest-travel-tracker">guest travel tracker</a> to manage arrivals and shuttles.</p>`,
    methodology:
      "Based on 35 destination weddings Sofia Marino planned in the US, Mexico, and Europe; guest-experience items come from post-wedding guest surveys.",
    sourceUrl: "https://example.org/sources/destination-wedding-guest-logistics-checklist",
    imageUrl: "/images/demo/lists/events-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 470,
    updatedDaysAgo: 35,
    lastVerifiedDaysAgo: 60,
  },
  {
    slug: "zero-waste-party-planning-checklist",
    title: "Zero-Waste Party Planning Checklist",
    categorySlug: "events",
    expertHandle: "kwame-mensah",
    author: "Kwame Mensah",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 40,
    isFree: true,
    status: "published",
    content: `<p>A typical party fills several trash bags with plates, cups, balloons, and leftover food. You don't need to reach literally zero to make a big difference. These are the swaps I use for garden parties and community events, roughly in order of impact.</p>
<h2>Tableware</h2>
<ul>
<li>Use your own dishes, borrow from friends, or rent a set for larger groups.</li>
<li>If you need disposables, choose uncoated paper or fiber plates that can go in a compost bin.</li>
<li>Set out cloth napkins. Mismatched ones from a thrift store look charming.</li>
<li>Put out a drink marker or tags so guests keep one glass all day.</li>
</ul>
<h2>Food and drink</h2>
<ol>
<li>Ask for RSVPs and plan quantities carefully; over-buying is the biggest waste.</li>
<li>Serve drinks from pitchers or dispensers rather than single-serve bottles and cans.</li>
<li>Buy snacks in bulk and serve them in bowls.</li>
<li>Have clean containers ready for guests to take leftovers home.</li>
</ol>
<h2>Decorations</h2>
<ul>
<li>Skip balloons and confetti. Use potted plants, garden flowers, or fabric bunting you can reuse.</li>
<li>Choose a palette of natural tones that works with what you already own.</li>
</ul>
<h2>Clean-up stations</h2>
<ul>
<li>Set up three clearly labeled bins: compost, recycling, and landfill.</li>
<li>Stand by the bins for the first half hour to show guests how it works.</li>
<li>Check with your local compost program or your own bin about what it accepts before you promise guests that something is compostable.</li>
</ul>
<h2>Invitations and favors</h2>
<ul>
<li>Send digital invitations instead of printed cards.</li>
<li>Skip goody bags, or give something useful and living, like seedlings or a packet of saved seeds.</li>
<li>Ask guests to bring their own cup or container if the event is casual.</li>
</ul>
<p>More low-waste event ideas are at <a href="https://kwame-mensah.example.com/zero-waste-parties">kwame-mensah.example.com</a>.</p>`,
    methodology:
      "Based on the author's experience hosting community garden events; not yet reviewed or verified by an events expert.",
    sourceUrl: "https://example.org/sources/zero-waste-party-planning-checklist",
    imageUrl: "/images/demo/lists/events-3.svg",
    affiliateDisclosure: true,
    colorOptions: ["#DDE5B6", "#ADC178", "#A98467", "#6C584C"],
    createdDaysAgo: 60,
    updatedDaysAgo: 8,
    lastVerifiedDaysAgo: null,
  },
];
