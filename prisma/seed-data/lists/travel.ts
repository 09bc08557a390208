import type { SeedList } from "../types";

// Demo lists: Travel.
export const travelLists: SeedList[] = [
  {
    slug: "the-carry-on-only-packing-checklist-for-a-two-week-trip",
    title: "The Carry-On Only Packing Checklist for a Two-Week Trip",
    categorySlug: "travel",
    expertHandle: "maya-chen",
    author: "Dr. Maya Chen",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 93,
    isFree: true,
    status: "published",
    content: `<p>Two weeks out of a single carry-on is realistic for almost any trip that doesn't involve formal events or serious cold-weather gear. The trick is to pack for one week, plan one laundry stop, and make every item work with at least two outfits. This checklist assumes a standard 22 x 14 x 9 inch roller or a 40-liter backpack, plus one personal item.</p>
<h2>Before you pack</h2>
<ol>
<li>Check your airline's carry-on dimensions and weight limit. Many international and budget carriers cap cabin bags at 7 to 10 kg (about 15 to 22 lb).</li>
<li>Check the forecast for each stop and pick a two- or three-color palette so every top works with every bottom.</li>
<li>Find a laundromat or wash-and-fold service near your midpoint stay, or confirm your rental has a washer.</li>
<li>Lay everything out on the bed, then put a third of it back in the closet.</li>
</ol>
<h2>Clothing for 14 days</h2>
<ul>
<li>4 to 5 tops, at least two of them quick-dry merino or synthetic</li>
<li>2 bottoms, plus the pair you wear on the plane</li>
<li>1 layer that works as both a jacket and a dressier cover-up</li>
<li>5 to 6 pairs of underwear and socks; wash them in the sink every few days</li>
<li>1 pair of walking shoes (worn on the plane) and 1 lightweight pair for evenings</li>
<li>Sleepwear that doubles as lounge or gym wear</li>
</ul>
<h2>Liquids and toiletries</h2>
<p>For flights from the US, the TSA 3-1-1 rule applies: containers of <strong>3.4 oz (100 ml) or less</strong>, all fitting in one quart-size clear bag. Solid shampoo, conditioner bars, and stick sunscreen free up space in that bag.</p>
<ul>
<li>Toothbrush, toothpaste, and floss</li>
<li>Solid deodorant (it doesn't count toward your liquids)</li>
<li>Prescription medication in original labeled containers, plus a few days' extra</li>
<li>A small first-aid pouch: bandages, blister patches, pain reliever, antihistamine</li>
</ul>
<h2>Personal item: documents and electronics</h2>
<ul>
<li>Passport or ID, boarding passes, and a printed list of your accommodation addresses</li>
<li>Phone, charger, and a universal travel adapter</li>
<li>Power bank. Spare lithium batteries must travel in the cabin, never in checked bags.</li>
<li>Earbuds and an eye mask for the flight</li>
<li>An empty reusable water bottle to fill after security</li>
</ul>
<blockquote>Tip: Wear your bulkiest shoes and jacket on travel days. That alone frees up roughly a quarter of the bag.</blockquote>
<p>Want it on paper? Download the <a href="https://example.org/printables/carry-on-checklist">one-page carry-on checklist</a> and tick items off as they go into the bag.</p>`,
    methodology:
      "Compiled from 120 traveler surveys and airline carry-on rules as of 2025; checked by two editors against current TSA liquid and battery guidance.",
    sourceUrl: "https://example.org/sources/the-carry-on-only-packing-checklist-for-a-two-week-trip",
    imageUrl: "/images/demo/lists/travel-1.svg",
    affiliateDisclosure: true,
    colorOptions: [],
    createdDaysAgo: 412,
    updatedDaysAgo: 12,
    lastVerifiedDaysAgo: 20,
  },
  {
    slug: "passport-renewal-checklist-a-timeline-for-your-next-international-trip",
    title: "Passport Renewal Checklist: A Timeline for Your Next International Trip",
    categorySlug: "travel",
    expertHandle: "maya-chen",
    author: "Dr. Maya Chen",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 91,
    isFree: true,
    status: "published",
    content: `<p>Most passport headaches come from one of two surprises: the passport expires too soon for your destination's entry rules, or processing takes longer than you expected. This timeline is written for US citizens renewing an adult passport, and it works backward from your departure date.</p>
<h2>Six months or more before departure</h2>
<ol>
<li>Check the expiration date today. Many countries require your passport to be valid for at least <strong>six months after you arrive</strong>; Schengen-area countries require at least three months beyond your planned departure from the area.</li>
<li>Count blank pages. Some countries want one or two completely blank visa pages for entry stamps.</li>
<li>Confirm you can renew rather than apply in person. Generally, your most recent passport must be undamaged, issued when you were 16 or older, and issued within the last 15 years.</li>
<li>If your name has changed, find the marriage certificate or court order that documents the change.</li>
</ol>
<h2>Four to five months before</h2>
<ul>
<li>Get a compliant photo: 2 x 2 inches, taken within the last six months, no glasses, plain white or off-white background.</li>
<li>Choose online renewal (if you're eligible), renewal by mail, or expedited service. Check the State Department's current processing times; they shift with the seasons and usually peak in spring.</li>
<li>Submit the application and save the tracking numbers. Your new passport and your old one are often mailed back separately.</li>
</ul>
<h2>Eight to ten weeks before</h2>
<ul>
<li>Check your application status online. If it hasn't moved to "In Process" after a few weeks, call the National Passport Information Center.</li>
<li>Research visa or electronic travel authorization requirements for every country on your route, including countries where you only change planes.</li>
<li>Book any consulate visa appointments now; they can be full for weeks.</li>
</ul>
<h2>Two weeks before</h2>
<ul>
<li>Sign the new passport and check that your name and date of birth are printed correctly.</li>
<li>Update the passport number on airline bookings and on any travel authorization you applied for with the old number.</li>
<li>Save a photo of the data page somewhere you can reach offline, and leave a copy with someone at home.</li>
</ul>
<blockquote>If you're traveling within 14 days and don't have a valid passport, you may qualify for an in-person appointment at a passport agency. Bring proof of travel, such as an itinerary or e-ticket.</blockquote>
<p>Our <a href="https://travel.example.org/tools/passport-countdown">passport countdown worksheet</a> turns these steps into dated reminders for your calendar.</p>`,
    methodology:
      "Built from US State Department renewal requirements and 40 reader-reported renewal timelines from 2024 and 2025; reviewed by Dr. Maya Chen and one editor.",
    sourceUrl: "https://example.org/sources/passport-renewal-checklist-a-timeline-for-your-next-international-trip",
    imageUrl: "/images/demo/lists/travel-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 260,
    updatedDaysAgo: 5,
    lastVerifiedDaysAgo: 5,
  },
  {
    slug: "road-trip-planning-guide-routing-stops-and-car-prep-for-1000-miles",
    title: "Road Trip Planning Guide: Routing, Stops, and Car Prep for 1,000+ Miles",
    categorySlug: "travel",
    expertHandle: "maya-chen",
    author: "Dr. Maya Chen",
    authorOrg: "Open Road Planning Co.",
    verificationStatus: "verified",
    qualityScore: 85,
    isFree: false,
    status: "published",
    content: `<p>A long road trip goes well when the boring parts are decided in advance: how far you drive each day, where you stop, and whether the car is ready. This guide covers the planning we recommend for any drive over 1,000 miles, whether it's a cross-country move or a two-week loop through national parks.</p>
<h2>Set a realistic daily distance</h2>
<p>Plan on averaging about <strong>50 miles per hour door to door</strong> once fuel, food, and restroom stops are counted. That makes 400 to 500 miles a comfortable day and 600 miles a long one.</p>
<ul>
<li>Cap driving at roughly 8 hours a day, with no more than 2 hours between breaks.</li>
<li>Put the longest day early in the trip, while everyone is fresh.</li>
<li>Build in one zero-driving day for every four or five days on the road.</li>
</ul>
<h2>Route and reservations</h2>
<ol>
<li>Sketch the route in a mapping app, then mark overnight stops first and attractions second.</li>
<li>Download offline maps for stretches through mountains, deserts, or parks with poor coverage.</li>
<li>Book lodging ahead for weekends and holidays; leave weekdays flexible if you like spontaneity.</li>
<li>Check whether popular parks or scenic drives require timed-entry reservations.</li>
<li>Note fuel gaps. On rural highways, fill up whenever you drop below half a tank.</li>
</ol>
<h2>Car prep two weeks before</h2>
<h3>Do it yourself</h3>
<ul>
<li>Set tire pressure to the number on the sticker in the driver's door jamb, not the maximum printed on the tire.</li>
<li>Do the penny test: insert a penny head-first into the tread. If you can see the top of Lincoln's head, the tread is below 2/32 inch and the tires need replacing.</li>
<li>Top up washer fluid and replace streaky wiper blades.</li>
<li>Walk around the car with someone pressing the brakes and signals to check every light.</li>
</ul>
<h3>Have a shop do it</h3>
<ul>
<li>An oil change, if you'll pass the service interval during the trip</li>
<li>A battery load test, especially if the battery is more than three years old</li>
<li>A brake inspection and coolant check</li>
</ul>
<h2>The in-car kit</h2>
<ul>
<li>Jumper cables or a portable jump starter</li>
<li>A 12-volt tire inflator and a pressure gauge</li>
<li>First-aid kit, flashlight, and reflective warning triangles</li>
<li>One gallon of water per person, snacks, and a blanket</li>
<li>Paper copies of insurance, registration, and your roadside assistance number</li>
</ul>
<p>Use our <a href="https://example.org/tools/road-trip-day-planner">day-by-day road trip planner</a> to lay out distances and overnight stops before you book anything.</p>`,
    methodology:
      "Based on Dr. Maya Chen's planning notes from 30 long-distance drives and standard vehicle maintenance guidance; technical car-prep items were checked by a certified mechanic.",
    sourceUrl: "https://example.org/sources/road-trip-planning-guide-routing-stops-and-car-prep-for-1000-miles",
    imageUrl: "/images/demo/lists/travel-3.svg",
    affiliateDisclosure: true,
    colorOptions: [],
    createdDaysAgo: 530,
    updatedDaysAgo: 88,
    lastVerifiedDaysAgo: 110,
  },
  {
    slug: "flying-with-a-toddler-gate-to-gate-checklist",
    title: "Flying with a Toddler: Gate-to-Gate Checklist",
    categorySlug: "travel",
    expertHandle: "hannah-wright",
    author: "Hannah Wright",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 67,
    isFree: true,
    status: "published",
    content: `<p>Flying with a one- to three-year-old is mostly about managing transitions: the security line, the wait at the gate, takeoff, and landing. This checklist comes from a lot of trial and error with my own two kids and the families I've helped plan trips for. It's organized by stage so you can pull it up on your phone as you go.</p>
<h2>When you book</h2>
<ul>
<li>Decide between a lap seat and a purchased seat. US airlines let children under 2 ride on a parent's lap, but a purchased seat with an approved car seat is the safer choice.</li>
<li>If you bring a car seat, look for the label that says it is <em>certified for use in motor vehicles and aircraft</em>.</li>
<li>Choose flights that overlap nap time or leave early in the morning, and avoid connections shorter than 90 minutes.</li>
<li>Select seats together when you book; don't count on the gate agent to fix it.</li>
</ul>
<h2>The night before</h2>
<ol>
<li>Pack the diaper bag with about one diaper per hour of travel plus several extra for delays, wipes, and a changing pad.</li>
<li>Add one full change of clothes for your child and a spare shirt for yourself.</li>
<li>Download shows onto a tablet and pack toddler-sized headphones.</li>
<li>Wrap three or four small new toys or sticker books. Unwrapping buys extra minutes.</li>
<li>Bring a birth certificate or other proof of age for a lap child; some airlines ask for it.</li>
</ol>
<h2>Security</h2>
<ul>
<li>Formula, breast milk, and toddler juice or pouches are allowed in reasonable quantities over 3.4 oz. Take them out of the bag and tell the officer.</li>
<li>Strollers and car seats go through the X-ray or get hand-inspected, so fold them before you reach the belt.</li>
<li>Wear slip-on shoes and keep your child's hand in yours or in a carrier.</li>
</ul>
<h2>At the gate and on board</h2>
<ul>
<li>Let your toddler walk laps around the gate area. Tired legs help later.</li>
<li>Gate-check the stroller and get the tag before boarding starts.</li>
<li>Offer a bottle, pouch, or sippy cup during takeoff and descent; swallowing helps with ear pressure.</li>
<li>Save the screen for the second half of the flight, when patience runs out.</li>
</ul>
<blockquote>Tip: Put snacks in a clear pouch at the very top of your carry-on. Digging under the seat in the middle of a meltdown never goes well.</blockquote>
<p>More family travel resources are at <a href="https://familytrips.example.org/toddler-flights">familytrips.example.org</a>.</p>`,
    methodology:
      "Based on the author's own family trips and feedback from 35 parents in our community forum; security rules checked against TSA guidance. Not yet reviewed by a verified expert.",
    sourceUrl: "https://example.org/sources/flying-with-a-toddler-gate-to-gate-checklist",
    imageUrl: "/images/demo/lists/travel-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 190,
    updatedDaysAgo: 190,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "family-road-trip-snack-and-activity-kit-for-kids-under-10",
    title: "Family Road Trip Snack and Activity Kit for Kids Under 10",
    categorySlug: "travel",
    expertHandle: "hannah-wright",
    author: "Hannah Wright",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 58,
    isFree: true,
    status: "published",
    content: `<p>A well-stocked kit in the back seat can turn a six-hour drive from an endurance test into something everyone almost enjoys. This kit is sized for two kids on a full day of driving; scale it up for more passengers or more days.</p>
<h2>The snack bin</h2>
<p>Use a shallow bin with dividers so kids can see what's available, and restock it at each stop instead of handing everything over at once.</p>
<ul>
<li>Protein: cheese sticks in a small cooler, roasted chickpeas, peeled hard-boiled eggs</li>
<li>Crunch: pretzels, whole-grain crackers, snap peas</li>
<li>Fruit that travels: clementines, apple slices tossed with lemon juice, and grapes cut lengthwise for kids under 5</li>
<li>One treat per leg of the trip, announced in advance so nobody negotiates</li>
<li>Refillable water bottles; sugary drinks mean more bathroom stops and more crashes</li>
</ul>
<h2>The activity kit</h2>
<h3>Ages 3 to 5</h3>
<ul>
<li>Reusable sticker pads and mess-free coloring books</li>
<li>A magnetic drawing board</li>
<li>Audio stories downloaded before you leave</li>
</ul>
<h3>Ages 6 to 9</h3>
<ul>
<li>Travel bingo cards for license plates, animals, and road signs</li>
<li>A printed map so they can follow the route with a highlighter</li>
<li>A clipboard with activity books and colored pencils (crayons melt in hot cars)</li>
</ul>
<h2>Clean-up and comfort</h2>
<ol>
<li>Pack a roll of small trash bags and hang one from a headrest.</li>
<li>Keep wipes, paper towels, and a spare outfit per child within reach.</li>
<li>Add a travel pillow and a light blanket for each child.</li>
<li>If a child gets carsick, pack sealable bags and ask your pediatrician about remedies before the trip.</li>
</ol>
<blockquote>Stop every two hours even if nobody asks. Ten minutes of running around a rest area is worth an hour of peace.</blockquote>
<p>Print our free <a href="https://familytrips.example.org/printables/road-trip-bingo">road trip bingo cards</a> before you go.</p>`,
    methodology:
      "Assembled from the author's family road trips and a poll of 50 parents; food safety notes follow general pediatric choking-hazard guidance.",
    sourceUrl: "https://example.org/sources/family-road-trip-snack-and-activity-kit-for-kids-under-10",
    imageUrl: "/images/demo/lists/travel-3.svg",
    affiliateDisclosure: true,
    colorOptions: [],
    createdDaysAgo: 95,
    updatedDaysAgo: 40,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "jet-lag-reset-plan-for-eastward-flights-across-6-time-zones",
    title: "Jet Lag Reset Plan for Eastward Flights Across 6+ Time Zones",
    categorySlug: "travel",
    expertHandle: "maya-chen",
    author: "Dr. Maya Chen",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 80,
    isFree: false,
    status: "published",
    content: `<p>Flying east is harder on your body clock than flying west, because you have to fall asleep earlier than your body wants to. After an overnight flight from the US East Coast to Europe, adjusting can take close to a day per time zone if you do nothing. This plan is designed to cut that roughly in half.</p>
<h2>Three days before departure</h2>
<ol>
<li>Move your bedtime and wake time <strong>one hour earlier each day</strong>.</li>
<li>Get bright light, ideally outdoors, soon after your new, earlier wake time.</li>
<li>Dim screens and room lights in the evening.</li>
<li>Shift meals earlier along with your sleep.</li>
</ol>
<h2>On the plane</h2>
<ul>
<li>Set your watch and phone to destination time as soon as you board, and act on that clock.</li>
<li>If it's night where you're going, skip the full meal service and try to sleep with an eye mask and earplugs or noise-canceling headphones.</li>
<li>Drink water steadily and go easy on alcohol, which fragments sleep.</li>
<li>Have caffeine only if it's morning at your destination.</li>
</ul>
<h2>Arrival day</h2>
<ul>
<li>After crossing eight or more zones, early-morning light at the destination can land during your body's biological night. Wear sunglasses until mid-morning for the first two days, then get outside from late morning onward.</li>
<li>If you must nap, keep it to 20 to 30 minutes and finish before 3 p.m. local time.</li>
<li>Take a walk or do light exercise outdoors in the afternoon.</li>
<li>Stay up until at least 9 p.m. local time.</li>
</ul>
<h2>Nights one to three</h2>
<ul>
<li>Set an alarm for a consistent local wake time, even if you slept badly.</li>
<li>Some travelers take low-dose melatonin at local bedtime for the first few nights. Check with your doctor first, especially if you take other medications.</li>
<li>If you wake at 3 a.m., keep the lights off and your phone face down.</li>
</ul>
<blockquote>Schedule nothing important for the first afternoon. A museum you can leave early beats a business meeting you can't.</blockquote>
<p>Enter your flight times into our <a href="https://example.org/tools/jet-lag-calculator">jet lag calculator</a> to get a personalized light and sleep schedule.</p>`,
    methodology:
      "Summarizes published circadian research on light exposure and sleep timing for eastward travel; reviewed by Dr. Maya Chen and a sleep medicine consultant.",
    sourceUrl: "https://example.org/sources/jet-lag-reset-plan-for-eastward-flights-across-6-time-zones",
    imageUrl: "/images/demo/lists/travel-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 640,
    updatedDaysAgo: 210,
    lastVerifiedDaysAgo: 230,
  },
  {
    slug: "travel-insurance-comparison-checklist-12-questions-to-ask-before-you-buy",
    title: "Travel Insurance Comparison Checklist: 12 Questions to Ask Before You Buy",
    categorySlug: "travel",
    expertHandle: null,
    author: null,
    authorOrg: "The Lists Editorial Team",
    verificationStatus: "community",
    qualityScore: 71,
    isFree: true,
    status: "draft",
    content: `<p>Travel insurance policies look alike until you need to file a claim. Use these twelve questions, four in each of three areas, to compare two or three quotes side by side. Read the actual policy wording (often called the certificate or policy document), not just the summary on the sales page.</p>
<h2>Cancellation and interruption</h2>
<ol>
<li>Which reasons are covered for cancellation? Typical covered reasons include illness, injury, a death in the family, and severe weather. Simply changing your mind is not one of them.</li>
<li>Is there a "cancel for any reason" upgrade, and what does it pay? These usually reimburse 50 to 75 percent of prepaid costs and must be bought within a short window after your first trip payment.</li>
<li>Does interruption coverage pay for both the unused part of the trip and the extra cost of getting home early?</li>
<li>Are pre-existing medical conditions covered? Many policies waive the exclusion only if you buy within about 10 to 21 days of your first trip deposit.</li>
</ol>
<h2>Medical and evacuation</h2>
<ol>
<li>Is medical coverage <strong>primary</strong> (pays first) or <strong>secondary</strong> (pays only after your own health insurance)?</li>
<li>What are the limits? For international trips, many advisers suggest at least $100,000 in medical coverage and $250,000 for evacuation, and more for remote destinations.</li>
<li>Does evacuation take you to the nearest adequate hospital, or all the way home?</li>
<li>Are activities such as scuba diving, skiing, or riding a scooter excluded?</li>
</ol>
<h2>Claims and fine print</h2>
<ol>
<li>What documents does a claim need: receipts, a doctor's statement, a letter from the airline?</li>
<li>How long must a delay last before trip-delay or baggage-delay benefits start?</li>
<li>Does a credit card you already hold include some of this coverage, so you're not paying twice?</li>
<li>Is there a 24-hour assistance line, and a "free look" period (often 10 to 15 days) to cancel for a full refund?</li>
</ol>
<blockquote>If you're on Medicare, check your coverage abroad before you buy. Original Medicare generally doesn't pay for care outside the US.</blockquote>
<p>Compare quotes with our <a href="https://example.org/worksheets/travel-insurance-compare">side-by-side comparison worksheet</a>.</p>`,
    methodology:
      "Drafted by the editorial team from a review of 15 sample policy documents; awaiting review by a verified travel expert before publication.",
    sourceUrl: "https://example.org/sources/travel-insurance-comparison-checklist-12-questions-to-ask-before-you-buy",
    imageUrl: "/images/demo/lists/travel-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 14,
    updatedDaysAgo: 2,
    lastVerifiedDaysAgo: null,
  },
];
