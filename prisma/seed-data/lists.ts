import type { SeedList } from "./types";

// Demo lists. Authors, organizations and links are fictional; every URL uses example.com / example.org.
// Content is HTML limited to h2/h3, p, ol/ul/li, a, strong/em and blockquote.
export const seedLists: SeedList[] = [
  // ---------------------------------------------------------------- Travel
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
  // ---------------------------------------------------------------- Home & Garden
  {
    slug: "first-apartment-moving-checklist-8-weeks-out-to-move-in-day",
    title: "First-Apartment Moving Checklist: 8 Weeks Out to Move-In Day",
    categorySlug: "home",
    expertHandle: "marcus-bell",
    author: "Marcus Bell",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 91,
    isFree: true,
    status: "published",
    content: `<p>A first-apartment move is usually light on furniture and heavy on paperwork. Start eight weeks out and you'll avoid the two classic mistakes: realizing on move-in day that the internet won't be connected for two weeks, and losing part of your security deposit over damage that was there before you arrived.</p>
<h2>8 weeks out</h2>
<ul>
<li>Read the lease sections on the move-in inspection, guests, subletting, and how maintenance requests work.</li>
<li>Set a moving budget: first month's rent, deposit, movers or truck rental, and $300 to $500 for basics you'll discover you need.</li>
<li>Book movers or a rental truck. End-of-month weekends fill up first.</li>
<li>Measure the new place: doorways, stairwell turns, and the elevator if there is one.</li>
</ul>
<h2>6 weeks out</h2>
<ul>
<li>Declutter. Anything you haven't used in a year doesn't need to make the trip.</li>
<li>Collect free boxes and buy tape, markers, and packing paper.</li>
<li>Get renters insurance quotes. Many landlords want proof of coverage before they hand over keys.</li>
</ul>
<h2>4 weeks out</h2>
<ol>
<li>Schedule internet installation for move-in day or the day before; providers are often booked two to three weeks ahead.</li>
<li>Put electricity and gas in your name, starting the day you get the keys.</li>
<li>File a change of address with the post office, then update your bank, employer, and subscriptions.</li>
<li>Reserve the elevator or loading dock if your building requires it.</li>
</ol>
<h2>1 to 2 weeks out</h2>
<ul>
<li>Pack room by room and label each box with its room and a short list of contents.</li>
<li>Pack an <strong>open-first box</strong>: sheets, towels, toilet paper, phone chargers, a few dishes, basic tools, and a shower curtain.</li>
<li>Confirm movers, truck pickup, and key handoff times in writing.</li>
</ul>
<h2>Move-in day</h2>
<ol>
<li>Before carrying anything in, walk through with your phone and record video of every room, including inside the appliances and closets.</li>
<li>Note existing damage on the landlord's inspection form and keep a copy.</li>
<li>Test smoke detectors, locks, faucets, and outlets.</li>
<li>Make the bed first. You'll be grateful at midnight.</li>
</ol>
<p>Download the <a href="https://example.com/marcus-bell/moving-countdown">printable moving countdown</a> with a checkbox for every task.</p>`,
    methodology:
      "Based on Marcus Bell's moving checklists used with more than 150 clients and reviewed against common US residential lease terms; updated after a 2025 reader survey.",
    sourceUrl: "https://example.org/sources/first-apartment-moving-checklist-8-weeks-out-to-move-in-day",
    imageUrl: "/images/demo/lists/home-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 700,
    updatedDaysAgo: 25,
    lastVerifiedDaysAgo: 40,
  },
  {
    slug: "kitchen-decluttering-guide-one-weekend-six-zones",
    title: "Kitchen Decluttering Guide: One Weekend, Six Zones",
    categorySlug: "home",
    expertHandle: "marcus-bell",
    author: "Marcus Bell",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 87,
    isFree: true,
    status: "published",
    content: `<p>Trying to declutter a whole kitchen at once usually ends with every cabinet emptied onto the counters at 9 p.m. Working in zones keeps the mess contained: finish one zone completely before you open the next. Six zones fit comfortably into a Saturday and a Sunday morning.</p>
<h2>The method for every zone</h2>
<ol>
<li><strong>Empty</strong> the zone completely onto a cleared counter or table.</li>
<li><strong>Sort</strong> into four piles: keep, donate, trash, and belongs elsewhere.</li>
<li><strong>Clean</strong> the empty shelves or drawers.</li>
<li><strong>Return</strong> only the keep pile, with everyday items between waist and shoulder height.</li>
</ol>
<h2>Saturday</h2>
<h3>Zone 1: Food storage containers (30 minutes)</h3>
<ul>
<li>Match every container to a lid. Recycle any container or lid without a partner.</li>
<li>Keep one or two sets that nest, and store lids upright in a file sorter.</li>
</ul>
<h3>Zone 2: Pantry (60 minutes)</h3>
<ul>
<li>Toss anything expired, stale, or showing signs of pantry moths.</li>
<li>Group by use: breakfast, baking, dinner bases, snacks.</li>
<li>Move older items to the front so they get used first.</li>
</ul>
<h3>Zone 3: Cooking tools (45 minutes)</h3>
<ul>
<li>Pull out every utensil and put back only what you used in the past month. Box the rest for 30 days; donate whatever you don't reach for.</li>
<li>Keep one of each duplicate unless you use two at once, like spatulas.</li>
</ul>
<h2>Sunday morning</h2>
<h3>Zone 4: Pots, pans, and bakeware (45 minutes)</h3>
<ul>
<li>Retire nonstick pans with flaking or deeply scratched coating.</li>
<li>Store lids vertically and pans by size.</li>
</ul>
<h3>Zone 5: Dishes and glassware (30 minutes)</h3>
<ul>
<li>Keep enough everyday dishes for your household plus a few guests.</li>
<li>Donate chipped mugs and orphaned glasses.</li>
</ul>
<h3>Zone 6: Under the sink (20 minutes)</h3>
<ul>
<li>Consolidate duplicate cleaners and check for leaks or soft spots in the cabinet floor.</li>
<li>Keep chemicals in a bin you can pull out, away from children's reach.</li>
</ul>
<blockquote>The counters are a zone too. Aim to leave out only what you use every day, usually the coffee setup, a knife block, and a utensil crock.</blockquote>
<p>The suggested palette is a calm set of neutrals for bins and labels. See more ideas in <a href="https://example.com/marcus-bell/kitchen-zones">Marcus's kitchen zone gallery</a>.</p>`,
    methodology:
      "Developed from 60 in-home kitchen sessions; time estimates are median times from those sessions for a typical two-person household.",
    sourceUrl: "https://example.org/sources/kitchen-decluttering-guide-one-weekend-six-zones",
    imageUrl: "/images/demo/lists/home-2.svg",
    affiliateDisclosure: false,
    colorOptions: ["#F4F1EA", "#D9CBB0", "#7A8B7F", "#2E3A3F"],
    createdDaysAgo: 355,
    updatedDaysAgo: 60,
    lastVerifiedDaysAgo: 75,
  },
  {
    slug: "closet-capsule-reset-a-two-hour-seasonal-wardrobe-swap",
    title: "Closet Capsule Reset: A Two-Hour Seasonal Wardrobe Swap",
    categorySlug: "home",
    expertHandle: "marcus-bell",
    author: "Marcus Bell",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 74,
    isFree: true,
    status: "draft",
    content: `<p>Twice a year, swapping out-of-season clothes is the easiest moment to edit a wardrobe, because everything passes through your hands anyway. Set a two-hour timer and work through these four stages in order.</p>
<h2>Stage 1: Pull (20 minutes)</h2>
<ul>
<li>Take every item from the season that's ending out of the closet and drawers.</li>
<li>Bring the stored bin for the coming season into the room, but don't open it yet.</li>
</ul>
<h2>Stage 2: Edit the outgoing season (40 minutes)</h2>
<ol>
<li>Set aside anything you didn't wear this season. Be honest; the tag doesn't lie.</li>
<li>Check every item for stains, pilling, and missing buttons. Repair, clean, or let go.</li>
<li>Wash or dry-clean everything before storage; body oils and food traces attract moths.</li>
<li>Pack the keepers in breathable bins or cotton bags, with cedar blocks instead of mothballs.</li>
</ol>
<h2>Stage 3: Edit the incoming season (40 minutes)</h2>
<ul>
<li>Try on anything you're unsure about. Fit changes more than we expect in six months.</li>
<li>Build a capsule of roughly 30 to 35 pieces, including shoes and outer layers.</li>
<li>Note gaps on your phone, such as "no rain jacket" or "one pair of work pants," and shop from the list only.</li>
</ul>
<h2>Stage 4: Reset the closet (20 minutes)</h2>
<ul>
<li>Hang items by category, then by color from light to dark.</li>
<li>Turn every hanger backward. When you wear something, hang it back facing the normal way; at the next swap you'll see what never moved.</li>
<li>Bag donations and put them in your car today.</li>
</ul>
<blockquote>If a piece needs a specific occasion, body shape, or weather to be worn, it probably isn't part of your capsule.</blockquote>
<p>A printable capsule planner is available at <a href="https://example.com/marcus-bell/capsule-planner">example.com/marcus-bell/capsule-planner</a>.</p>`,
    methodology:
      "Draft adapted from Marcus Bell's client workshop handout; timing still being tested with readers before publication.",
    sourceUrl: "https://example.org/sources/closet-capsule-reset-a-two-hour-seasonal-wardrobe-swap",
    imageUrl: "/images/demo/lists/home-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 30,
    updatedDaysAgo: 3,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "bathroom-floor-retile-prep-tools-materials-and-order-of-operations",
    title: "Bathroom Floor Retile Prep: Tools, Materials, and Order of Operations",
    categorySlug: "home",
    expertHandle: "luis-ortega",
    author: "Luis Ortega",
    authorOrg: "Ortega Renovation Workshop",
    verificationStatus: "verified",
    qualityScore: 82,
    isFree: false,
    status: "published",
    content: `<p>Most failed tile jobs fail underneath the tile: a bouncy subfloor, the wrong trowel, or grout squeezed into joints that needed caulk. This guide covers the prep and sequencing for a typical 5 x 8 foot bathroom floor. It assumes the toilet and vanity come out, and it does not cover moving plumbing.</p>
<h2>Materials to buy</h2>
<ul>
<li>Tile: floor area plus <strong>10 to 15 percent extra</strong> for cuts and breakage, more for diagonal layouts</li>
<li>Cement backer board or an uncoupling membrane rated for floors</li>
<li>Polymer-modified thinset mortar that matches your tile type and size</li>
<li>Grout (sanded for joints wider than 1/8 inch) and a matching flexible sealant for perimeters</li>
<li>Backer board screws and alkali-resistant mesh tape</li>
<li>A new wax ring or wax-free toilet seal</li>
</ul>
<h2>Tools</h2>
<ul>
<li>Square-notch trowel sized to the tile: about 1/4 x 1/4 inch for tiles up to 8 inches, 1/4 x 3/8 inch for 12-inch tiles, and larger for large-format tile</li>
<li>Manual tile cutter or wet saw, plus a tile nipper</li>
<li>4-foot level, tape measure, chalk line, and a margin trowel</li>
<li>Spacers or a leveling clip system, a rubber float, buckets, and sponges</li>
</ul>
<h2>Order of operations</h2>
<ol>
<li><strong>Demo and inspect.</strong> Remove old flooring down to the subfloor. Look for soft or stained spots near the toilet flange, and replace damaged plywood before anything else.</li>
<li><strong>Check for flex.</strong> Stand in the middle of the floor and rock your weight. If it bounces, add blocking or an extra plywood layer. Ceramic and porcelain tolerate less deflection than vinyl; natural stone needs an even stiffer floor.</li>
<li><strong>Install the underlayment</strong> following its instructions, taping and mudding the seams.</li>
<li><strong>Lay out dry.</strong> Snap centerlines and dry-fit a row in each direction so you don't end with slivers at the doorway or tub.</li>
<li><strong>Set tile.</strong> Comb thinset in straight lines, back-butter tiles larger than about 15 inches, and lift a tile now and then to check coverage. Leave a 1/4 inch gap at walls.</li>
<li><strong>Wait</strong> at least 24 hours, or as long as the thinset maker specifies, before grouting.</li>
<li><strong>Grout</strong> the field joints, then fill the perimeter and changes of plane with flexible sealant, not grout.</li>
<li><strong>Seal</strong> cement-based grout once it has cured, usually after 48 to 72 hours.</li>
<li>Reinstall the toilet and vanity, then the baseboard.</li>
</ol>
<blockquote>Buy all your tile from the same production lot and keep a few spares in the attic. Matching a replacement tile five years from now is nearly impossible.</blockquote>
<p>Luis's <a href="https://example.com/luis-ortega/tile-calculator">tile and thinset calculator</a> estimates quantities from your room dimensions.</p>`,
    methodology:
      "Written by a licensed general contractor from 20 years of bathroom remodels; trowel and coverage guidance checked against common thinset manufacturer instructions.",
    sourceUrl: "https://example.org/sources/bathroom-floor-retile-prep-tools-materials-and-order-of-operations",
    imageUrl: "/images/demo/lists/home-1.svg",
    affiliateDisclosure: true,
    colorOptions: [],
    createdDaysAgo: 480,
    updatedDaysAgo: 150,
    lastVerifiedDaysAgo: 170,
  },
  {
    slug: "interior-wall-painting-checklist-from-prep-to-final-coat",
    title: "Interior Wall Painting Checklist: From Prep to Final Coat",
    categorySlug: "home",
    expertHandle: "luis-ortega",
    author: "Luis Ortega",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 85,
    isFree: true,
    status: "published",
    content: `<p>A professional-looking paint job is about 70 percent preparation. If you only have one weekend, spend Saturday on prep and Sunday on paint. The palettes attached to this list are four tested combinations of wall, accent, and trim colors that work in most rooms.</p>
<h2>Work out how much paint you need</h2>
<ol>
<li>Add up the width of every wall and multiply by the ceiling height.</li>
<li>Subtract about 20 square feet per door and 15 per window.</li>
<li>Divide by <strong>350 to 400 square feet per gallon</strong>, then double it for two coats.</li>
<li>A 12 x 14 foot room with 8-foot ceilings needs roughly 2 gallons for the walls.</li>
</ol>
<h2>Choose the right sheen</h2>
<ul>
<li><strong>Flat or matte:</strong> ceilings and low-traffic rooms; hides wall flaws best</li>
<li><strong>Eggshell:</strong> living rooms and bedrooms; wipes clean reasonably well</li>
<li><strong>Satin:</strong> hallways, kids' rooms, and kitchens</li>
<li><strong>Semi-gloss:</strong> trim, doors, and bathrooms</li>
</ul>
<h2>Prep checklist</h2>
<ul>
<li>Move furniture to the center and cover it; lay drop cloths against the walls.</li>
<li>Remove outlet covers and switch plates, and put the screws in a labeled bag.</li>
<li>Fill holes with spackle, let it dry, and sand flush with 120 to 150 grit.</li>
<li>Wash greasy areas, especially in kitchens, with a mild degreaser and let them dry.</li>
<li>Spot-prime patches and stains so they don't show through as dull spots.</li>
<li>Tape trim only where your hand isn't steady enough to cut in freehand.</li>
</ul>
<h2>Painting order</h2>
<ol>
<li>Ceiling first, then walls, then trim.</li>
<li>Cut in along the edges of one wall with a 2 to 2.5 inch angled brush.</li>
<li>Roll that same wall right away while the cut-in edge is still wet, in overlapping W shapes, finishing with light top-to-bottom strokes.</li>
<li>Keep a wet edge and finish each wall before taking a break.</li>
<li>Wait for the recoat time on the can, often 2 to 4 hours for latex, then apply the second coat.</li>
<li>Pull tape at a 45-degree angle while the final coat is still slightly soft.</li>
</ol>
<blockquote>Paint a large sample, at least 2 feet square, on two different walls and look at it in the morning and in the evening before buying gallons.</blockquote>
<p>Preview these palettes in a virtual room using the <a href="https://example.com/luis-ortega/palette-preview">palette preview tool</a>.</p>`,
    methodology:
      "Written from Luis Ortega's job-site checklists; coverage figures reflect typical label rates for interior latex paint and were checked by a second contractor.",
    sourceUrl: "https://example.org/sources/interior-wall-painting-checklist-from-prep-to-final-coat",
    imageUrl: "/images/demo/lists/home-2.svg",
    affiliateDisclosure: true,
    colorOptions: ["#E8E4DA", "#B7C4B1", "#5B6F7D", "#2F3B45"],
    createdDaysAgo: 220,
    updatedDaysAgo: 9,
    lastVerifiedDaysAgo: 9,
  },
  {
    slug: "raised-bed-vegetable-garden-starter-plan-for-beginners",
    title: "Raised Bed Vegetable Garden Starter Plan for Beginners",
    categorySlug: "home",
    expertHandle: "kwame-mensah",
    author: "Kwame Mensah",
    authorOrg: "Greenway Community Gardens",
    verificationStatus: "community",
    qualityScore: 63,
    isFree: true,
    status: "published",
    content: `<p>A single 4 x 8 foot raised bed is the best first garden I know. It's big enough to grow a real harvest, small enough to keep weeded, and it lets you control the soil from day one. Here is the plan I walk new gardeners through every spring.</p>
<h2>Pick the spot</h2>
<ul>
<li>Choose a place with at least <strong>6 to 8 hours of direct sun</strong>. Watch it for a full day before you build.</li>
<li>Stay within reach of a hose. If watering is a chore, it won't happen in July.</li>
<li>Keep the bed no wider than 4 feet so you can reach the middle from either side.</li>
</ul>
<h2>Build and fill</h2>
<ol>
<li>Use untreated cedar, larch, or galvanized steel. Avoid old railroad ties and salvaged wood of unknown origin.</li>
<li>Build it 10 to 12 inches deep. Lay cardboard on the ground inside the frame to smother grass.</li>
<li>Order the fill: a 4 x 8 x 1 foot bed holds 32 cubic feet, or about 1.2 cubic yards.</li>
<li>Fill with roughly 60 percent screened topsoil and 40 percent finished compost, mixed well. Bagged "raised bed mix" works but costs more at this volume.</li>
<li>Water the soil deeply and let it settle for a few days before planting.</li>
</ol>
<h2>A beginner planting plan</h2>
<p>Look up your average last frost date first. Cool-season crops go in a few weeks before it; warm-season crops go in after it.</p>
<ul>
<li><strong>Cool season:</strong> lettuce, spinach, radishes, peas on a small trellis</li>
<li><strong>Warm season:</strong> two cherry tomato plants on stakes at the north end so they don't shade the rest, bush beans, one zucchini (it needs about 3 x 3 feet)</li>
<li><strong>Herbs:</strong> basil, parsley, and chives along the edges</li>
</ul>
<h2>Keep it going</h2>
<ul>
<li>Water deeply at the base, about 1 inch a week including rain, rather than a little every day.</li>
<li>Mulch with straw or shredded leaves once plants are a few inches tall.</li>
<li>Replant lettuce and radishes every two to three weeks for a steady harvest.</li>
<li>Top up with 1 to 2 inches of compost each fall.</li>
</ul>
<p>Find your frost dates and a printable bed map at <a href="https://kwame-mensah.example.com/raised-bed-plan">kwame-mensah.example.com</a>.</p>`,
    methodology:
      "Based on the author's community garden workshops and ten seasons of beginner beds; not yet reviewed by a verified horticulture expert.",
    sourceUrl: "https://example.org/sources/raised-bed-vegetable-garden-starter-plan-for-beginners",
    imageUrl: "/images/demo/lists/home-3.svg",
    affiliateDisclosure: true,
    colorOptions: [],
    createdDaysAgo: 300,
    updatedDaysAgo: 120,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "backyard-composting-setup-a-cold-climate-checklist",
    title: "Backyard Composting Setup: A Cold-Climate Checklist",
    categorySlug: "home",
    expertHandle: "kwame-mensah",
    author: "Kwame Mensah",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 52,
    isFree: true,
    status: "published",
    content: `<p>Composting doesn't stop in a cold climate, it just slows down. A pile that freezes solid in January will thaw and start working again in spring. The goal of this setup is to keep the pile active as long as possible in fall and to make winter additions easy.</p>
<h2>Choose and place the bin</h2>
<ul>
<li>A bin of at least 3 x 3 x 3 feet holds heat far better than a small tumbler.</li>
<li>Put it in a sunny, sheltered spot, ideally against a south-facing fence or wall.</li>
<li>Keep it close enough to the back door that you'll actually walk out in February.</li>
</ul>
<h2>Get the recipe right</h2>
<ol>
<li>Aim for roughly <strong>three parts "browns" to one part "greens"</strong> by volume.</li>
<li>Browns: dry leaves, shredded cardboard, straw, and paper egg cartons.</li>
<li>Greens: fruit and vegetable scraps, coffee grounds, and fresh grass clippings.</li>
<li>Keep it as damp as a wrung-out sponge. Squeeze a handful: a drop or two of water is right.</li>
<li>Leave out meat, dairy, oily food, and pet waste. They attract animals and don't break down well in a home pile.</li>
</ol>
<h2>Prepare for winter</h2>
<ul>
<li>In October, bag up a large supply of fall leaves. You'll need browns all winter.</li>
<li>Surround the bin with straw bales or line it with cardboard for insulation.</li>
<li>Turn the pile one last time before the first hard freeze.</li>
<li>Keep a lidded bucket by the back door and empty it onto the pile every week or two, covering each addition with leaves.</li>
</ul>
<h2>Spring restart</h2>
<ul>
<li>Once the pile thaws, turn it and mix in a fresh layer of browns.</li>
<li>Compost is ready when it is dark, crumbly, and smells like soil, usually 6 to 12 months after you start.</li>
</ul>
<p>More cold-climate tips are at <a href="https://kwame-mensah.example.com/winter-compost">kwame-mensah.example.com</a>.</p>`,
    methodology:
      "Written from the author's experience running compost bins through eight northern winters; ratios follow common extension-service guidance.",
    sourceUrl: "https://example.org/sources/backyard-composting-setup-a-cold-climate-checklist",
    imageUrl: "/images/demo/lists/home-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 150,
    updatedDaysAgo: 150,
    lastVerifiedDaysAgo: null,
  },
  // ---------------------------------------------------------------- Food & Drink
  {
    slug: "sunday-meal-prep-plan-five-weekday-lunches-in-90-minutes",
    title: "Sunday Meal Prep Plan: Five Weekday Lunches in 90 Minutes",
    categorySlug: "food",
    expertHandle: "priya-raman",
    author: "Priya Raman",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 95,
    isFree: true,
    status: "published",
    content: `<p>This plan makes five grain bowls from one oven, one pot, and one cutting board. Each bowl has a grain, roasted vegetables, a protein, and a sauce kept separate until you eat. The timeline below is for a single person's weekday lunches; double the quantities for two.</p>
<h2>Shopping list</h2>
<ul>
<li>1.5 cups dry brown rice or farro (makes about 4.5 cups cooked)</li>
<li>1 large head of broccoli, 2 medium sweet potatoes, 1 red onion, 2 bell peppers</li>
<li>1.5 lb boneless chicken thighs, or 2 cans chickpeas plus 1 block extra-firm tofu</li>
<li>Tahini, lemons, garlic, plain Greek yogurt, and fresh herbs for two sauces</li>
</ul>
<h2>The 90-minute timeline</h2>
<ol>
<li><strong>0:00</strong> Preheat the oven to 425&deg;F. Rinse the grain and start it on the stove.</li>
<li><strong>0:05</strong> Cut the sweet potatoes into 3/4-inch cubes and the broccoli, pepper, and onion into bite-size pieces. Toss with oil and salt on two sheet pans.</li>
<li><strong>0:20</strong> Vegetables go in the oven for 25 to 30 minutes; swap the pans halfway.</li>
<li><strong>0:25</strong> Season the chicken and bake it on a third pan for 20 to 25 minutes, until it reaches <strong>165&deg;F</strong> inside. For the vegetarian version, roast drained chickpeas and cubed tofu instead.</li>
<li><strong>0:30</strong> Whisk the sauces: lemon-tahini (tahini, lemon juice, garlic, water) and herb yogurt (yogurt, herbs, lemon zest, salt).</li>
<li><strong>0:50</strong> Take everything out and spread it on the pans to cool. Fluff the grain onto a tray.</li>
<li><strong>1:10</strong> Portion into five containers, with the sauces in small separate jars.</li>
<li><strong>1:20</strong> Wash up while the last pan soaks.</li>
</ol>
<h2>Storage that keeps lunches safe</h2>
<p>Cooked grains, vegetables, and meat keep about <strong>3 to 4 days</strong> in the refrigerator. That covers Monday through Wednesday, but not Friday.</p>
<ul>
<li>Refrigerate all five containers within two hours of cooking.</li>
<li>Put the Thursday and Friday bowls straight into the freezer.</li>
<li>Move Thursday's bowl to the fridge on Wednesday night, and Friday's on Thursday night.</li>
<li>Reheat until steaming hot, then add the cold sauce.</li>
</ul>
<blockquote>Keep the sauce separate. It stops the grain from turning soggy and lets you switch flavors halfway through the week.</blockquote>
<p>Get three more sauce recipes and a printable shopping list on <a href="https://priya-raman.example.com/meal-prep-sauces">Priya's meal prep page</a>.</p>`,
    methodology:
      "Recipe timings tested three times in a home kitchen; storage guidance follows USDA food safety recommendations and was reviewed by a registered dietitian.",
    sourceUrl: "https://example.org/sources/sunday-meal-prep-plan-five-weekday-lunches-in-90-minutes",
    imageUrl: "/images/demo/lists/food-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 610,
    updatedDaysAgo: 18,
    lastVerifiedDaysAgo: 30,
  },
  {
    slug: "high-protein-vegetarian-grocery-list-for-one-week",
    title: "High-Protein Vegetarian Grocery List for One Week",
    categorySlug: "food",
    expertHandle: "priya-raman",
    author: "Priya Raman",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 90,
    isFree: false,
    status: "published",
    content: `<p>Getting enough protein on a vegetarian diet is easy once it's built into your shopping list instead of left to chance. This list is designed for one active adult aiming for about <strong>100 grams of protein a day</strong>, which is roughly 1.4 g per kilogram for a 70 kg (154 lb) person. Adjust the quantities to your own target.</p>
<h2>Protein anchors</h2>
<p>Approximate protein per serving is shown so you can mix and match.</p>
<ul>
<li>Extra-firm tofu, 2 blocks: about 35 to 45 g per 14 oz block</li>
<li>Tempeh, 1 package: about 20 g per 3.5 oz (100 g)</li>
<li>Plain Greek yogurt, 4 single cups or one large tub: about 17 g per 6 oz</li>
<li>Cottage cheese, 1 tub: about 12 g per 1/2 cup</li>
<li>Eggs, 1 dozen: about 6 g each</li>
<li>Shelled edamame, 1 frozen bag: about 18 g per cup</li>
<li>Dry or canned lentils: about 18 g per cooked cup</li>
<li>Canned chickpeas and black beans, 2 cans each: about 14 to 15 g per cooked cup</li>
</ul>
<h2>Boosters</h2>
<ul>
<li>Hemp hearts: about 10 g per 3 tablespoons; stir into oatmeal or yogurt</li>
<li>Peanut butter: about 7 g per 2 tablespoons</li>
<li>Soy milk: about 7 to 8 g per cup, compared with about 1 g in most almond milks</li>
<li>Rolled oats and whole-wheat pasta, which add a few grams per serving</li>
</ul>
<h2>Produce and everything else</h2>
<ul>
<li>Spinach, broccoli, bell peppers, carrots, and a bag of frozen mixed vegetables</li>
<li>Bananas, berries (frozen is fine), and apples</li>
<li>Brown rice or quinoa, whole-grain bread, and tortillas</li>
<li>Olive oil, soy sauce, salsa, and a spice blend you like</li>
</ul>
<h2>What a 100-gram day looks like</h2>
<ol>
<li><strong>Breakfast:</strong> Greek yogurt with oats, berries, and hemp hearts (about 30 g)</li>
<li><strong>Lunch:</strong> lentil and chickpea salad with a hard-boiled egg (about 25 g)</li>
<li><strong>Snack:</strong> cottage cheese with fruit (about 12 g)</li>
<li><strong>Dinner:</strong> tofu and edamame stir-fry over brown rice (about 35 g)</li>
</ol>
<blockquote>Spread protein across the day. Three or four meals with 20 to 30 g each is easier to reach, and easier on your appetite, than one huge dinner.</blockquote>
<p>Download the <a href="https://priya-raman.example.com/veg-protein-list">editable grocery list</a> and swap items to suit your taste.</p>`,
    methodology:
      "Protein values are rounded from USDA nutrient data and typical US package labels; the plan was reviewed by a registered dietitian for a healthy adult without kidney disease.",
    sourceUrl: "https://example.org/sources/high-protein-vegetarian-grocery-list-for-one-week",
    imageUrl: "/images/demo/lists/food-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 380,
    updatedDaysAgo: 45,
    lastVerifiedDaysAgo: 60,
  },
  {
    slug: "pantry-staples-checklist-for-a-well-stocked-kitchen",
    title: "Pantry Staples Checklist for a Well-Stocked Kitchen",
    categorySlug: "food",
    expertHandle: "priya-raman",
    author: "Priya Raman",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 89,
    isFree: true,
    status: "published",
    content: `<p>A well-stocked pantry means you can make a decent dinner on a night when you didn't plan one. You don't need everything on this list on day one. Start with the <strong>core</strong> items in each group, then add the extras as you cook more.</p>
<h2>Grains and starches</h2>
<ul>
<li>Core: long-grain rice, dried pasta, rolled oats</li>
<li>Extras: quinoa, couscous, polenta, rice noodles</li>
</ul>
<h2>Canned and jarred</h2>
<ul>
<li>Core: diced tomatoes, tomato paste, chickpeas, black beans, low-sodium broth</li>
<li>Extras: coconut milk, canned tuna or salmon, roasted red peppers, capers</li>
</ul>
<h2>Oils, vinegars, and sauces</h2>
<ul>
<li>Core: extra-virgin olive oil, a neutral high-heat oil, red wine or cider vinegar, soy sauce</li>
<li>Extras: toasted sesame oil, rice vinegar, fish sauce, hot sauce, Dijon mustard</li>
</ul>
<h2>Spices and seasonings</h2>
<ul>
<li>Core: kosher salt, black peppercorns, garlic powder, ground cumin, smoked paprika, red pepper flakes, dried oregano</li>
<li>Extras: ground coriander, turmeric, chili powder, cinnamon, bay leaves</li>
</ul>
<h2>Baking</h2>
<ul>
<li>Core: all-purpose flour, granulated sugar, baking soda, baking powder, vanilla extract</li>
<li>Extras: brown sugar, whole-wheat flour, cornstarch, cocoa powder, honey</li>
</ul>
<h2>Keeping it fresh</h2>
<ol>
<li>Write the purchase month on spices. Ground spices lose most of their flavor within about a year; whole spices keep longer.</li>
<li>Store whole-wheat flour, nuts, and seeds in the fridge or freezer. Their oils go rancid at room temperature within a few months.</li>
<li>Put new cans behind old ones so the oldest gets used first.</li>
<li>Check dates once a season and plan a "pantry week" around anything close to expiring.</li>
</ol>
<blockquote>Three pantry dinners to keep in your back pocket: pasta with garlic, olive oil, and chili flakes; chickpea and tomato curry with coconut milk; and black bean quesadillas.</blockquote>
<p>Print the checklist from <a href="https://priya-raman.example.com/pantry-checklist">priya-raman.example.com</a> and tape it inside a cabinet door.</p>`,
    methodology:
      "Compiled from the pantry inventories of 25 home cooks and refined by a registered dietitian for balanced, budget-friendly meals.",
    sourceUrl: "https://example.org/sources/pantry-staples-checklist-for-a-well-stocked-kitchen",
    imageUrl: "/images/demo/lists/food-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 725,
    updatedDaysAgo: 300,
    lastVerifiedDaysAgo: 330,
  },
  {
    slug: "freezer-inventory-and-batch-cooking-guide",
    title: "Freezer Inventory and Batch Cooking Guide",
    categorySlug: "food",
    expertHandle: null,
    author: "Community contributors",
    authorOrg: "The Lists Editorial Team",
    verificationStatus: "community",
    qualityScore: 45,
    isFree: true,
    status: "published",
    content: `<p>A freezer full of home-cooked meals only helps if you know what's in it. This guide combines batch-cooking habits with a simple inventory system, gathered from readers who cook once and eat three times.</p>
<h2>Foods that freeze well</h2>
<ul>
<li>Soups, stews, chili, and curries</li>
<li>Cooked beans, grains, and meatballs</li>
<li>Casseroles, enchiladas, and lasagna</li>
<li>Muffins, bread, and tortillas</li>
</ul>
<h2>Foods that don't</h2>
<ul>
<li>Lettuce, cucumbers, and other watery raw vegetables</li>
<li>Mayonnaise-based salads</li>
<li>Cream sauces and custards, which can separate</li>
<li>Cooked pasta in soup, which turns mushy; add it fresh when reheating</li>
</ul>
<h2>Batch-cooking routine</h2>
<ol>
<li>Cook a double batch of one dinner a week, and freeze the second half.</li>
<li>Cool food quickly by dividing it into shallow containers. Get it into the fridge or freezer within two hours.</li>
<li>Leave about 1/2 to 1 inch of headspace in containers of soup or sauce, because liquids expand as they freeze.</li>
<li>Freeze flat in zip-top bags to save space, then stand them up like files.</li>
<li>Label every item with the name, the date, and the number of portions.</li>
</ol>
<h2>Keep an inventory</h2>
<ul>
<li>Tape a sheet to the freezer door with columns for item, date, and portions left.</li>
<li>Cross off portions as you take them out.</li>
<li>Keep the freezer at 0&deg;F (-18&deg;C). Food stays safe indefinitely at that temperature, but quality drops, so aim to eat most cooked dishes within 2 to 3 months.</li>
<li>Thaw in the refrigerator overnight, and reheat leftovers to 165&deg;F.</li>
</ul>
<blockquote>Reader tip: once a month, plan a "freezer week" where at least three dinners come from the inventory sheet. It keeps older portions moving and frees up space for the next batch.</blockquote>
<p>Readers share their favorite freezer recipes in the <a href="https://example.org/community/freezer-recipes">community recipe thread</a>.</p>`,
    methodology:
      "Collected from reader submissions and edited by The Lists Editorial Team; food safety points checked against USDA freezing guidance. Not reviewed by a verified expert.",
    sourceUrl: "https://example.org/sources/freezer-inventory-and-batch-cooking-guide",
    imageUrl: "/images/demo/lists/food-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 410,
    updatedDaysAgo: 200,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "lunchbox-planning-for-picky-eaters-a-two-week-rotation",
    title: "Lunchbox Planning for Picky Eaters: A Two-Week Rotation",
    categorySlug: "food",
    expertHandle: "priya-raman",
    author: "Priya Raman",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 77,
    isFree: true,
    status: "draft",
    content: `<p>Picky eaters tend to do better with predictable lunches that include one small stretch. This rotation uses a simple formula so you can plan two weeks in ten minutes, and so your child always finds something familiar when the lid comes off.</p>
<h2>The lunchbox formula</h2>
<ol>
<li><strong>One safe food</strong> your child reliably eats, such as crackers, a plain roll, or rice.</li>
<li><strong>One protein:</strong> cheese, turkey, hummus, a hard-boiled egg, or beans.</li>
<li><strong>One fruit and one vegetable,</strong> even if the vegetable comes home uneaten.</li>
<li><strong>One small "try" portion</strong> of something new, only a bite or two.</li>
</ol>
<h2>Week 1</h2>
<ul>
<li>Monday: turkey and cheese roll-ups, crackers, apple slices, cucumber, two olives as the try</li>
<li>Tuesday: hummus with pita, grapes, carrot sticks, a bite of roasted red pepper</li>
<li>Wednesday: pasta salad, cheese cubes, strawberries, snap peas</li>
<li>Thursday: mini bagel with cream cheese, a hard-boiled egg, blueberries, bell pepper strips</li>
<li>Friday: leftover rice with peas and soy sauce, edamame, orange segments</li>
</ul>
<h2>Week 2</h2>
<ul>
<li>Monday: bean and cheese quesadilla wedges, salsa as the try, cherry tomatoes cut in quarters</li>
<li>Tuesday: yogurt with granola on the side, banana, cucumber</li>
<li>Wednesday: chicken meatballs, roll, melon, green beans</li>
<li>Thursday: sunflower seed butter sandwich, pear, carrot coins</li>
<li>Friday: "snack plate" of favorites from the last two weeks</li>
</ul>
<h2>Keep it safe and low-pressure</h2>
<ul>
<li>Pack two ice packs in an insulated bag for anything perishable.</li>
<li>Check your school's nut policy before packing nut butters.</li>
<li>Don't comment on what comes back. Many children need repeated exposures, often ten or more, before they accept a new food.</li>
</ul>
<p>A printable planner is on <a href="https://priya-raman.example.com/lunchbox-rotation">Priya's website</a>.</p>`,
    methodology:
      "Draft based on Priya Raman's work with families of young children; menu items are being tested with parent volunteers before publication.",
    sourceUrl: "https://example.org/sources/lunchbox-planning-for-picky-eaters-a-two-week-rotation",
    imageUrl: "/images/demo/lists/food-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 21,
    updatedDaysAgo: 1,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "holiday-dinner-timeline-roasting-a-turkey-for-12",
    title: "Holiday Dinner Timeline: Roasting a Turkey for 12",
    categorySlug: "food",
    expertHandle: "sofia-marino",
    author: "Sofia Marino",
    authorOrg: "Marino Events",
    verificationStatus: "verified",
    qualityScore: 82,
    isFree: false,
    status: "published",
    content: `<p>The hardest part of a big holiday dinner isn't the cooking, it's the timing. This countdown assumes a 4 p.m. Thursday dinner for 12 with one standard oven. Shift every step if you eat earlier or later.</p>
<h2>The week before</h2>
<ul>
<li>Buy a <strong>15 to 18 lb turkey</strong>, which is about 1 to 1.5 lb per person with some leftovers.</li>
<li>Check you have a roasting pan that fits your oven, an instant-read thermometer, and enough chairs.</li>
<li>Plan oven time on paper. Anything that can be made on the stovetop, in a slow cooker, or ahead of time should be.</li>
</ul>
<h2>Sunday: start thawing</h2>
<ol>
<li>Move the frozen turkey to the refrigerator. Allow <strong>24 hours for every 4 to 5 lb</strong>, so a 16 lb bird needs about 4 days.</li>
<li>Set it in a rimmed pan on the bottom shelf to catch drips.</li>
</ol>
<h2>Tuesday and Wednesday</h2>
<ul>
<li>Make the cranberry sauce and pie dough on Tuesday.</li>
<li>Bake pies, chop onions and celery, and assemble make-ahead casseroles on Wednesday.</li>
<li>Set the table and label serving dishes with sticky notes.</li>
</ul>
<h2>Thursday</h2>
<ol>
<li><strong>10:30 a.m.</strong> Heat the oven to 325&deg;F. Pat the turkey dry and season it.</li>
<li><strong>11:00 a.m.</strong> Roast. An unstuffed 14 to 18 lb turkey takes roughly 3 3/4 to 4 1/4 hours.</li>
<li><strong>2:00 p.m.</strong> Start checking the temperature. If the skin browns too fast, tent the breast loosely with foil.</li>
<li><strong>About 3:00 p.m.</strong> The turkey is done when the thickest part of the thigh, the wing joint, and the breast all read at least <strong>165&deg;F</strong>.</li>
<li><strong>3:00 to 3:40 p.m.</strong> Rest the turkey under loose foil. Raise the oven to bake the stuffing and reheat casseroles.</li>
<li><strong>3:40 p.m.</strong> Make gravy from the pan drippings and carve.</li>
</ol>
<blockquote>Bake the stuffing in a separate dish instead of inside the bird. It cooks faster, gets crispy edges, and you only need to get the turkey to a safe temperature, not the center of the stuffing.</blockquote>
<h2>After dinner</h2>
<ul>
<li>Refrigerate leftovers within two hours of serving.</li>
<li>Carve remaining meat off the bone so it cools quickly.</li>
<li>Eat leftovers within 3 to 4 days, or freeze them.</li>
</ul>
<p>Download the <a href="https://sofia-marino.example.com/holiday-dinner-planner">printable holiday dinner planner</a> to fill in your own menu.</p>`,
    methodology:
      "Timeline built from Sofia Marino's catering schedules; roasting times, thawing rates, and safe temperatures follow USDA turkey guidance and were checked by a culinary instructor.",
    sourceUrl: "https://example.org/sources/holiday-dinner-timeline-roasting-a-turkey-for-12",
    imageUrl: "/images/demo/lists/food-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 340,
    updatedDaysAgo: 27,
    lastVerifiedDaysAgo: 35,
  },
  // ---------------------------------------------------------------- Health & Wellness
  {
    slug: "couch-to-5k-a-9-week-running-plan-with-injury-checkpoints",
    title: "Couch to 5K: A 9-Week Running Plan with Injury Checkpoints",
    categorySlug: "wellness",
    expertHandle: "elena-petrova",
    author: "Dr. Elena Petrova",
    authorOrg: "Northside Sports Medicine",
    verificationStatus: "verified",
    qualityScore: 98,
    isFree: true,
    status: "published",
    content: `<p>Most new runners who quit don't quit from lack of motivation. They quit because of sore shins or an aching knee in week four. This plan follows the familiar run-walk progression to 30 minutes of continuous running, with three built-in checkpoints that tell you whether to move on, repeat a week, or get checked out.</p>
<h2>How the plan works</h2>
<ul>
<li>Run three days a week with at least one rest day between runs.</li>
<li>Start every session with a 5-minute brisk walk and finish with a 5-minute easy walk.</li>
<li>Run at a pace where you could speak in short sentences. If you can't, slow down.</li>
<li>Repeating a week is part of the plan, not a failure.</li>
</ul>
<h2>The weekly progression</h2>
<ol>
<li><strong>Week 1:</strong> alternate 60 seconds running with 90 seconds walking, 8 times.</li>
<li><strong>Week 2:</strong> alternate 90 seconds running with 2 minutes walking, 6 times.</li>
<li><strong>Week 3:</strong> twice through: run 90 seconds, walk 90 seconds, run 3 minutes, walk 3 minutes.</li>
<li><strong>Week 4:</strong> run 3 min, walk 90 sec, run 5 min, walk 2.5 min, run 3 min, walk 90 sec, run 5 min.</li>
<li><strong>Week 5:</strong> run 1: three times 5 min running with 3 min walking; run 2: two times 8 min with 5 min walking; run 3: 20 minutes continuous.</li>
<li><strong>Week 6:</strong> run 1: 5 min, walk 3, run 8, walk 3, run 5; run 2: two times 10 min with 3 min walking; run 3: 22 minutes continuous.</li>
<li><strong>Week 7:</strong> 25 minutes continuous, all three runs.</li>
<li><strong>Week 8:</strong> 28 minutes continuous, all three runs.</li>
<li><strong>Week 9:</strong> 30 minutes continuous, all three runs.</li>
</ol>
<h2>Injury checkpoints: end of weeks 3, 6, and 9</h2>
<p>Rate any pain from 0 (none) to 10 (worst imaginable) during the run and the next morning.</p>
<ul>
<li><strong>Green, move on:</strong> pain is 3/10 or less during the run and settles within 24 hours.</li>
<li><strong>Yellow, repeat the week:</strong> pain reaches 4 or 5/10, or is still there the next morning but improving.</li>
<li><strong>Red, stop and see a clinician:</strong> sharp or worsening pain, pain that makes you limp or change your stride, swelling, or a spot on the shin or foot that hurts when you press on it. That last one can signal a stress fracture.</li>
</ul>
<blockquote>New shoes don't need to be expensive, but they do need to fit. Get your running shoes fitted in the afternoon, when feet are largest, and leave a thumb's width at the toe.</blockquote>
<p>If you have heart or lung conditions, diabetes, or haven't exercised in years, check with your doctor before starting. Track your runs with the <a href="https://elena-petrova.example.com/c25k-log">printable 9-week log</a>.</p>`,
    methodology:
      "Progression adapted from widely used run-walk beginner programs; checkpoint criteria reflect pain-monitoring models used in sports medicine and were reviewed by a second physician and a physical therapist.",
    sourceUrl: "https://example.org/sources/couch-to-5k-a-9-week-running-plan-with-injury-checkpoints",
    imageUrl: "/images/demo/lists/wellness-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 520,
    updatedDaysAgo: 7,
    lastVerifiedDaysAgo: 7,
  },
  {
    slug: "desk-worker-mobility-routine-10-minutes-no-equipment",
    title: "Desk Worker Mobility Routine: 10 Minutes, No Equipment",
    categorySlug: "wellness",
    expertHandle: "elena-petrova",
    author: "Dr. Elena Petrova",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 97,
    isFree: true,
    status: "published",
    content: `<p>Sitting isn't dangerous in itself; staying in one position for hours is what leaves necks, hips, and wrists stiff. This routine moves each of those areas through its range in ten minutes, using only your chair, a doorway, and a bit of floor. Do it once a day, ideally mid-afternoon.</p>
<h2>The routine</h2>
<ol>
<li><strong>Chin tucks (30 seconds).</strong> Sitting tall, glide your chin straight back as if making a double chin. Hold 3 seconds, repeat 10 times.</li>
<li><strong>Neck side bends (1 minute).</strong> Tilt your ear toward your shoulder and hold 20 to 30 seconds per side.</li>
<li><strong>Chair thoracic extension (1 minute).</strong> Hands behind your head, lean back over the top of the chair back, then return. Repeat 10 times.</li>
<li><strong>Doorway chest stretch (1 minute).</strong> Forearms on the door frame at shoulder height, step one foot through until you feel a stretch across the chest. Hold 30 seconds, twice.</li>
<li><strong>Standing hip flexor stretch (1.5 minutes).</strong> Take a long split stance, tuck your pelvis under, and shift forward gently. Hold 45 seconds per side.</li>
<li><strong>Glute bridges (1 minute).</strong> On your back with knees bent, press through your heels to lift your hips. 15 slow reps.</li>
<li><strong>Sit-to-stands (1 minute).</strong> Stand up from your chair without using your hands and sit back down with control. 10 reps.</li>
<li><strong>Calf raises (1 minute).</strong> Rise onto your toes, pause, and lower slowly. 15 reps.</li>
<li><strong>Wrist stretches (1 minute).</strong> Arm straight, gently pull the fingers back, then down. 20 seconds each direction, each hand.</li>
<li><strong>Walk and breathe (1 minute).</strong> Walk around with slow breaths, four counts in and six counts out.</li>
</ol>
<h2>Make it stick</h2>
<ul>
<li>Pair the routine with an existing habit, like your afternoon coffee.</li>
<li>Between sessions, stand or walk for a couple of minutes every 30 to 60 minutes.</li>
<li>Put your screen at arm's length with the top at or slightly below eye level.</li>
</ul>
<h2>When to stop</h2>
<p>Stretches should feel like mild tension, never sharp pain. Stop and see a clinician if you feel <em>numbness, tingling, or pain that travels down an arm or leg</em>, or if stiffness gets worse over several weeks instead of better.</p>
<p>Follow along with the <a href="https://elena-petrova.example.com/desk-routine">illustrated routine card</a>.</p>`,
    methodology:
      "Exercises selected by a sports medicine physician for safety without supervision; the routine was timed with 20 office-worker volunteers and reviewed by a physical therapist.",
    sourceUrl: "https://example.org/sources/desk-worker-mobility-routine-10-minutes-no-equipment",
    imageUrl: "/images/demo/lists/wellness-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 275,
    updatedDaysAgo: 33,
    lastVerifiedDaysAgo: 50,
  },
  {
    slug: "home-gym-starter-kit-checklist-under-500",
    title: "Home Gym Starter Kit Checklist Under $500",
    categorySlug: "wellness",
    expertHandle: "elena-petrova",
    author: "Dr. Elena Petrova",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 80,
    isFree: false,
    status: "published",
    content: `<p>You can train every major muscle group at home for less than a year of many gym memberships. The key is buying adjustable equipment that grows with you, and skipping single-purpose gadgets. Prices below are typical US ranges for new gear in 2025; used equipment often sells for 30 to 50 percent less.</p>
<h2>Before you buy</h2>
<ol>
<li>Measure your space. A 6 x 6 foot area covers everything here; add 2 feet of clearance on each side of a bench.</li>
<li>Check your floor. Protect hardwood or tile with rubber tiles or a thick mat.</li>
<li>Decide on your main goal: general strength, conditioning, or mobility. It changes what comes first.</li>
</ol>
<h2>Core kit: about $150 to $200</h2>
<ul>
<li>Loop and long resistance bands in several strengths: $25 to $40</li>
<li>Exercise mat, at least 6 mm thick: $20 to $40</li>
<li>One or two kettlebells; many beginners start around 8 to 16 kg (18 to 35 lb): $40 to $100</li>
<li>Doorframe pull-up bar, after checking that your frame is sturdy: $25 to $40</li>
</ul>
<h2>Strength upgrade: about $250 to $300 more</h2>
<ul>
<li>Adjustable dumbbells, or a few fixed pairs bought used: $150 to $250</li>
<li>A flat bench rated well above your body weight plus the weights you'll hold: $80 to $150</li>
</ul>
<h2>Safety checklist</h2>
<ul>
<li>Inspect bands for nicks or sticky spots before every session; replace them at the first crack.</li>
<li>Test the pull-up bar with a controlled hang before doing any reps.</li>
<li>Check that adjustable dumbbell locks click fully into place.</li>
<li>Keep kettlebells and dumbbells on the floor, not on shelves above head height.</li>
</ul>
<h2>A sample week</h2>
<ul>
<li><strong>Monday:</strong> goblet squats, dumbbell rows, push-ups, and band pull-aparts</li>
<li><strong>Wednesday:</strong> kettlebell deadlifts, split squats, bench press, and planks</li>
<li><strong>Friday:</strong> kettlebell swings, pull-up progressions, and overhead presses</li>
</ul>
<blockquote>Buy the kettlebell you can swing for 15 clean reps today, not the one you hope to swing in a year.</blockquote>
<p>See our <a href="https://example.org/guides/home-gym-buying-notes">home gym buying notes</a> for what to look for in each item.</p>`,
    methodology:
      "Equipment list chosen by a sports medicine physician for safe progression; price ranges sampled from major US retailers in 2025 and rechecked each quarter.",
    sourceUrl: "https://example.org/sources/home-gym-starter-kit-checklist-under-500",
    imageUrl: "/images/demo/lists/wellness-3.svg",
    affiliateDisclosure: true,
    colorOptions: [],
    createdDaysAgo: 160,
    updatedDaysAgo: 16,
    lastVerifiedDaysAgo: 28,
  },
  {
    slug: "sleep-hygiene-checklist-a-14-day-reset",
    title: "Sleep Hygiene Checklist: A 14-Day Reset",
    categorySlug: "wellness",
    expertHandle: null,
    author: "Community contributors",
    authorOrg: "Restful Nights Collective",
    verificationStatus: "community",
    qualityScore: 58,
    isFree: true,
    status: "published",
    content: `<p>Sleep habits are hard to change all at once. This two-week reset introduces a few changes at a time, so you can tell which ones help. Keep a simple sleep diary throughout: bedtime, wake time, and how rested you felt, on a scale from 1 to 5.</p>
<h2>Days 1 to 3: anchor your mornings</h2>
<ul>
<li>Pick one wake time and keep it seven days a week, including weekends.</li>
<li>Get outside for 10 to 30 minutes of daylight within an hour of waking.</li>
<li>Start the sleep diary tonight.</li>
</ul>
<h2>Days 4 to 7: clean up the evening</h2>
<ul>
<li>Stop caffeine about 8 hours before bed. Its effects last many hours after that afternoon coffee.</li>
<li>Finish alcohol at least 3 hours before bed. It helps you fall asleep but breaks up sleep later in the night.</li>
<li>Dim lights and screens for the last hour of the evening.</li>
<li>Make the bedroom cool, dark, and quiet. Around 65&deg;F (18&deg;C) suits many people.</li>
</ul>
<h2>Days 8 to 14: retrain the bed</h2>
<ol>
<li>Build a 30-minute wind-down routine: the same few steps in the same order every night.</li>
<li>Use the bed only for sleep and sex, not for work or scrolling.</li>
<li>If you're awake for what feels like 20 minutes, get up, go to a dim room, and do something calm until you feel sleepy.</li>
<li>If you nap, keep it under 30 minutes and before mid-afternoon.</li>
</ol>
<h2>Review on day 15</h2>
<ul>
<li>Compare your diary's first and second weeks. Keep the changes that helped.</li>
<li>Set a realistic bedtime based on when you actually got sleepy, not when you wished you would.</li>
</ul>
<blockquote>See a clinician if you snore loudly or gasp at night, feel very sleepy during the day, or have had trouble sleeping for three months or more. Cognitive behavioral therapy for insomnia (CBT-I) is an effective, drug-free treatment.</blockquote>
<p>Download the <a href="https://example.org/printables/sleep-diary">two-week sleep diary</a>.</p>`,
    methodology:
      "Compiled by community members from common sleep-hygiene recommendations and edited for clarity; not reviewed by a verified sleep specialist.",
    sourceUrl: "https://example.org/sources/sleep-hygiene-checklist-a-14-day-reset",
    imageUrl: "/images/demo/lists/wellness-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 430,
    updatedDaysAgo: 95,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "hydration-and-fueling-guide-for-your-first-half-marathon",
    title: "Hydration and Fueling Guide for Your First Half Marathon",
    categorySlug: "wellness",
    expertHandle: "priya-raman",
    author: "Priya Raman",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 87,
    isFree: false,
    status: "published",
    content: `<p>Most first-time half marathoners will be on the course for somewhere between 1 hour 45 minutes and 3 hours. That's long enough for fueling to matter, but not so long that you need a complicated plan. The golden rule: <strong>nothing new on race day</strong>. Every item below should be tested on your long training runs first.</p>
<h2>During training</h2>
<ol>
<li>Practice your race-morning breakfast before every long run.</li>
<li>Try two or three gels or chews on long runs to find one your stomach tolerates.</li>
<li>Do a sweat test: weigh yourself without clothes before and after a 60-minute run. Each pound lost is about 16 oz of fluid, plus whatever you drank along the way.</li>
<li>Notice salt marks on your hat or shirt. Salty sweaters usually benefit from a sports drink or electrolyte tablets on longer runs.</li>
</ol>
<h2>The day before</h2>
<ul>
<li>Eat normal meals with a bit more carbohydrate: rice, pasta, potatoes, bread, or fruit. You don't need a giant pasta dinner.</li>
<li>Keep dinner familiar and lower in fiber and fat.</li>
<li>Sip fluids through the day until your urine is pale yellow.</li>
</ul>
<h2>Race morning</h2>
<ul>
<li>Eat 2 to 3 hours before the start. A 70 kg (154 lb) runner might have a bagel with peanut butter, a banana, and 12 oz of sports drink, which is roughly 100 g of carbohydrate.</li>
<li>Drink about 16 oz of fluid with breakfast, then small sips until the start.</li>
</ul>
<h2>On the course</h2>
<ul>
<li>If you expect to run longer than about 75 minutes, take in <strong>30 to 60 g of carbohydrate per hour</strong>, starting about 30 to 45 minutes in. Most gels contain 20 to 25 g.</li>
<li>Drink to thirst at aid stations. Don't force fluid at every stop; drinking far more than you sweat can dangerously lower blood sodium.</li>
<li>Take gels with water, not sports drink, to avoid a sugar overload.</li>
</ul>
<h2>After the finish</h2>
<ul>
<li>Within an hour or two, eat a meal or snack with carbohydrates and 20 to 30 g of protein, such as a sandwich and chocolate milk.</li>
<li>Keep drinking until your urine returns to pale yellow.</li>
</ul>
<p>Plan your gel timing with the <a href="https://priya-raman.example.com/race-fuel-planner">race fuel planner</a>.</p>`,
    methodology:
      "Based on sports nutrition position statements on carbohydrate intake and hydration for endurance events; reviewed by a registered dietitian and a sports medicine physician.",
    sourceUrl: "https://example.org/sources/hydration-and-fueling-guide-for-your-first-half-marathon",
    imageUrl: "/images/demo/lists/wellness-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 200,
    updatedDaysAgo: 44,
    lastVerifiedDaysAgo: 44,
  },
  {
    slug: "return-to-running-checklist-after-a-lower-body-injury",
    title: "Return-to-Running Checklist After a Lower-Body Injury",
    categorySlug: "wellness",
    expertHandle: "elena-petrova",
    author: "Dr. Elena Petrova",
    authorOrg: "Northside Sports Medicine",
    verificationStatus: "community",
    qualityScore: 71,
    isFree: false,
    status: "draft",
    content: `<p>Coming back too fast is the most common cause of a second injury. This checklist gives you objective criteria to meet before your first run and a gradual plan for the weeks after. It's meant for recovering ankle sprains, shin pain, and similar overuse injuries, <em>not</em> for fractures or post-surgical rehab, which need an individual plan from your care team.</p>
<h2>Before your first run</h2>
<ul>
<li>Your clinician has cleared you to run, if you were seeing one.</li>
<li>You can walk briskly for 30 minutes with no pain during or afterward.</li>
<li>There's no swelling, and the injured area isn't tender to the touch.</li>
<li>You have full, pain-free range of motion compared with the other side.</li>
<li>You can balance on the injured leg for 30 seconds with your eyes open.</li>
<li>You can do 20 single-leg calf raises and 10 single-leg squats to a chair on the injured side, with good control.</li>
<li>You can hop on the injured leg 10 times without pain.</li>
</ul>
<h2>The first four weeks</h2>
<ol>
<li><strong>Week 1:</strong> three sessions of alternating 1 minute running and 1 minute walking, for 20 minutes total, on flat, even ground.</li>
<li><strong>Week 2:</strong> three sessions of 2 minutes running and 1 minute walking, for 24 minutes.</li>
<li><strong>Week 3:</strong> three sessions of 4 minutes running and 1 minute walking, for 25 minutes.</li>
<li><strong>Week 4:</strong> three sessions of 15 to 20 minutes continuous running at an easy pace.</li>
</ol>
<h2>The 24-hour rule</h2>
<ul>
<li>Check the injured area the morning after every run.</li>
<li>If it's no worse than before the run, progress as planned.</li>
<li>If soreness is worse but fades within the day, repeat the current week.</li>
<li>If pain is worse the next day or changes how you walk, stop running and contact your clinician.</li>
</ul>
<p>Keep strength work going twice a week throughout. Exercise videos are on <a href="https://elena-petrova.example.com/return-to-run">Dr. Petrova's site</a>.</p>`,
    methodology:
      "Draft criteria adapted from return-to-run protocols used in sports medicine clinics; pending peer review before publication and verification.",
    sourceUrl: "https://example.org/sources/return-to-running-checklist-after-a-lower-body-injury",
    imageUrl: "/images/demo/lists/wellness-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 12,
    updatedDaysAgo: 0,
    lastVerifiedDaysAgo: null,
  },
  // ---------------------------------------------------------------- Money
  {
    slug: "emergency-fund-checklist-building-three-months-of-expenses",
    title: "Emergency Fund Checklist: Building Three Months of Expenses",
    categorySlug: "money",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 93,
    isFree: true,
    status: "published",
    content: `<p>An emergency fund turns a car repair or a layoff from a crisis into an inconvenience. Three months of essential expenses is a solid first target for most households with steady income. This checklist takes you from a blank page to a funded account.</p>
<h2>Step 1: Find your number</h2>
<ol>
<li>List only essential monthly costs: rent or mortgage, utilities, groceries, insurance, transportation, childcare, minimum debt payments, and prescriptions.</li>
<li>Leave out things you'd cut in a real emergency, like dining out and streaming services.</li>
<li>Multiply the total by three. For example, <strong>$3,200 a month in essentials means a $9,600 target</strong>.</li>
<li>Aim higher, closer to six months, if you're self-employed, the only earner in your household, or work in a volatile industry.</li>
</ol>
<h2>Step 2: Open the right account</h2>
<ul>
<li>Use a high-yield savings account at an FDIC-insured bank or NCUA-insured credit union.</li>
<li>Keep it separate from your checking account, so it's out of sight but reachable within a day or two.</li>
<li>Don't invest your emergency fund in stocks. It needs to be there at full value during a downturn, which is exactly when layoffs happen.</li>
</ul>
<h2>Step 3: Fund it on autopilot</h2>
<ul>
<li>Set a first milestone of $1,000 and celebrate when you reach it.</li>
<li>Schedule an automatic transfer for the day after each payday.</li>
<li>Do the math on your timeline: $9,600 at $400 a month takes 24 months; at $600 a month it takes 16.</li>
<li>Send windfalls here first: tax refunds, bonuses, and cash gifts.</li>
<li>Cancel one unused subscription and redirect that amount.</li>
</ul>
<h2>Step 4: Use it, then refill it</h2>
<ul>
<li>Decide in advance what counts: job loss, medical bills, urgent home or car repairs.</li>
<li>Vacations, holiday gifts, and annual insurance premiums are predictable, so give them their own savings goals instead.</li>
<li>After you use the fund, pause extra debt payments until it's back to full.</li>
</ul>
<blockquote>If you carry high-interest credit card debt, build a starter fund of $1,000 to $2,000 first, then put extra money toward the debt before finishing the full three months.</blockquote>
<p>Calculate your target with the <a href="https://example.com/tom-alvarez/emergency-fund-calculator">emergency fund calculator</a>.</p>`,
    methodology:
      "Written by a fee-only financial planner from client case work; figures are illustrative and the checklist was reviewed by a second certified planner.",
    sourceUrl: "https://example.org/sources/emergency-fund-checklist-building-three-months-of-expenses",
    imageUrl: "/images/demo/lists/money-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 690,
    updatedDaysAgo: 4,
    lastVerifiedDaysAgo: 4,
  },
  {
    slug: "monthly-budget-review-a-30-minute-routine",
    title: "Monthly Budget Review: A 30-Minute Routine",
    categorySlug: "money",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 89,
    isFree: true,
    status: "published",
    content: `<p>A budget only works if you look at it. This routine is designed to take 30 minutes on the first weekend of each month. Put it on your calendar as a recurring appointment, and if you share finances, do it together.</p>
<h2>Minutes 0 to 5: Gather</h2>
<ul>
<li>Open your checking, savings, and credit card accounts, or your budgeting app.</li>
<li>Download or sync last month's transactions.</li>
<li>Pull up last month's budget next to them.</li>
</ul>
<h2>Minutes 5 to 15: Categorize</h2>
<ol>
<li>Assign every transaction to a category. Don't agonize; "miscellaneous" is fine for anything under $10.</li>
<li>Flag anything unexpected: a price increase, a subscription you forgot, a duplicate charge.</li>
<li>Dispute any charge you don't recognize right away.</li>
</ol>
<h2>Minutes 15 to 20: Compare</h2>
<ul>
<li>Compare actual spending with the plan for each category.</li>
<li>Look for the <strong>two biggest gaps</strong>, not every small miss.</li>
<li>Ask why: was it a one-time event, or is the budget unrealistic?</li>
</ul>
<h2>Minutes 20 to 25: Adjust next month</h2>
<ul>
<li>Move money between categories to reflect reality. A budget you constantly miss isn't a budget.</li>
<li>Check the calendar for irregular costs coming up: birthdays, car registration, annual subscriptions.</li>
<li>Set aside a monthly amount for each irregular cost in a "sinking fund" so they stop being surprises.</li>
</ul>
<h2>Minutes 25 to 30: Check your goals</h2>
<ul>
<li>Note your savings balance, debt balances, and net worth in a simple spreadsheet row.</li>
<li>Confirm automatic transfers went through.</li>
<li>Write down one money win from the month.</li>
</ul>
<blockquote>The monthly review is a check-up, not a trial. If you overspent, adjust and move on; guilt doesn't balance anything.</blockquote>
<p>Use the <a href="https://example.com/tom-alvarez/monthly-review-template">monthly review template</a> to keep a running record.</p>`,
    methodology:
      "Routine refined with 45 coaching clients over two years; timings reflect the median time clients needed after their third review.",
    sourceUrl: "https://example.org/sources/monthly-budget-review-a-30-minute-routine",
    imageUrl: "/images/demo/lists/money-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 450,
    updatedDaysAgo: 70,
    lastVerifiedDaysAgo: 100,
  },
  {
    slug: "credit-card-payoff-plan-avalanche-vs-snowball-worksheet",
    title: "Credit Card Payoff Plan: Avalanche vs. Snowball Worksheet",
    categorySlug: "money",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: "Alvarez Financial Planning",
    verificationStatus: "verified",
    qualityScore: 85,
    isFree: false,
    status: "published",
    content: `<p>Both the avalanche and snowball methods work. The avalanche method saves the most interest; the snowball method gives you faster wins, which keeps some people going. Fill in this worksheet and pick the one you'll actually stick with.</p>
<h2>Step 1: List every card</h2>
<p>For each card, write down the balance, the interest rate (APR), and the minimum payment. Here's an example:</p>
<ul>
<li>Card A: $1,200 balance, 24.99% APR</li>
<li>Card B: $4,800 balance, 19.99% APR</li>
<li>Card C: $2,500 balance, 29.99% APR</li>
</ul>
<h2>Step 2: Choose your order</h2>
<h3>Avalanche: highest rate first</h3>
<ul>
<li>Order for the example: Card C, then A, then B.</li>
<li>Pays the least total interest and usually finishes sooner.</li>
<li>Best if your highest-rate card doesn't have a huge balance, or if you're motivated by the numbers.</li>
</ul>
<h3>Snowball: smallest balance first</h3>
<ul>
<li>Order for the example: Card A, then C, then B.</li>
<li>Costs somewhat more in interest, but you close your first card sooner.</li>
<li>Best if you've started payoff plans before and lost steam.</li>
</ul>
<h2>Step 3: Run the plan</h2>
<ol>
<li>Pay the minimum on every card, every month, on time. Set up autopay for the minimums.</li>
<li>Decide on a fixed extra amount and send it to the first card on your list.</li>
<li>When that card hits zero, add its whole payment to the next card. That's the "roll-over" that speeds everything up.</li>
<li>Stop adding new charges. Remove saved cards from shopping sites if that helps.</li>
<li>Call each issuer and ask for a lower rate; mention your on-time payment history.</li>
</ol>
<h2>Should you use a balance transfer?</h2>
<ul>
<li>A 0% intro APR card can help if you can pay off the transferred balance before the intro period ends.</li>
<li>Expect a transfer fee, commonly 3 to 5 percent of the amount moved.</li>
<li>Divide the transferred balance by the number of intro months to get the payment you need.</li>
</ul>
<blockquote>Whichever method you choose, the extra payment matters more than the order. An extra $200 a month beats the perfect strategy with an extra $20.</blockquote>
<p>Enter your cards into the <a href="https://example.com/tom-alvarez/payoff-worksheet">interactive payoff worksheet</a> to compare both methods with your real numbers.</p>`,
    methodology:
      "Method comparison based on standard amortization math; the example and worksheet were checked by a second certified planner.",
    sourceUrl: "https://example.org/sources/credit-card-payoff-plan-avalanche-vs-snowball-worksheet",
    imageUrl: "/images/demo/lists/money-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 330,
    updatedDaysAgo: 130,
    lastVerifiedDaysAgo: 140,
  },
  {
    slug: "year-end-tax-prep-checklist-for-freelancers",
    title: "Year-End Tax Prep Checklist for Freelancers",
    categorySlug: "money",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: "Alvarez Financial Planning",
    verificationStatus: "verified",
    qualityScore: 90,
    isFree: false,
    status: "published",
    content: `<p>For US freelancers, December is the last chance to make several moves that lower next spring's tax bill. Work through this checklist in early December so there's time to act. It's general guidance, not tax advice for your situation; a tax professional can confirm what applies to you.</p>
<h2>Income</h2>
<ol>
<li>Reconcile every invoice you were paid this year against your bank deposits.</li>
<li>Expect 1099-NEC forms from clients and 1099-K forms from payment platforms in January, but report all income whether or not you receive a form.</li>
<li>Estimate your net profit for the year: income minus business expenses.</li>
</ol>
<h2>Estimated taxes</h2>
<ul>
<li>Remember that self-employment tax is <strong>15.3%</strong> on most of your net earnings (applied to 92.35% of them), on top of income tax.</li>
<li>The fourth-quarter estimated payment is due around <strong>January 15</strong>. The others fall around April 15, June 15, and September 15.</li>
<li>To avoid an underpayment penalty, a common safe harbor is paying at least 100% of last year's total tax through estimates, or 110% if last year's adjusted gross income was over $150,000.</li>
</ul>
<h2>Deductions to document</h2>
<ul>
<li>Home office: the simplified method allows $5 per square foot for up to 300 square feet of space used regularly and exclusively for work.</li>
<li>Vehicle: keep a mileage log with date, destination, purpose, and miles. The IRS sets a standard mileage rate each year.</li>
<li>Equipment and software bought for the business, with receipts.</li>
<li>Health insurance premiums, if you weren't eligible for an employer plan.</li>
<li>Professional fees, subscriptions, and continuing education.</li>
</ul>
<h2>Moves to consider before December 31</h2>
<ul>
<li>Buy needed equipment now rather than in January, if cash flow allows.</li>
<li>Open a retirement plan. SEP IRA contributions can be made up to your filing deadline, but some Solo 401(k) contributions depend on having the plan set up by year-end.</li>
<li>Ask whether delaying a December invoice until January makes sense for your bracket.</li>
</ul>
<h2>Set up next year</h2>
<ul>
<li>Open a separate business checking account if you haven't already.</li>
<li>Move a fixed percentage of every payment, often 25 to 30 percent, into a tax savings account.</li>
</ul>
<p>Download the <a href="https://example.com/tom-alvarez/freelancer-tax-organizer">freelancer tax organizer</a> to hand to your preparer.</p>`,
    methodology:
      "Checked against IRS guidance for self-employed taxpayers for the current filing season; reviewed by an enrolled agent. Rules change yearly, so the list is re-verified each November.",
    sourceUrl: "https://example.org/sources/year-end-tax-prep-checklist-for-freelancers",
    imageUrl: "/images/demo/lists/money-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 580,
    updatedDaysAgo: 280,
    lastVerifiedDaysAgo: 300,
  },
  {
    slug: "rent-vs-buy-decision-checklist-10-numbers-to-run-first",
    title: "Rent vs. Buy Decision Checklist: 10 Numbers to Run First",
    categorySlug: "money",
    expertHandle: null,
    author: null,
    authorOrg: "Household Finance Lab",
    verificationStatus: "community",
    qualityScore: 63,
    isFree: true,
    status: "published",
    content: `<p>Buying a home isn't automatically better than renting. It depends on prices where you live, how long you'll stay, and what else your money could be doing. Run these ten numbers before you start touring open houses.</p>
<h2>The market</h2>
<ol>
<li><strong>Price-to-rent ratio.</strong> Divide the price of a typical home by a year's rent on a similar one. A rough rule of thumb: under 15 leans toward buying, over 20 leans toward renting.</li>
<li><strong>How long you'll stay.</strong> Buying and selling costs are high, so buying usually needs about five years or more to come out ahead.</li>
</ol>
<h2>Upfront costs</h2>
<ol>
<li><strong>Down payment.</strong> Putting 20 percent down on a conventional loan avoids private mortgage insurance (PMI).</li>
<li><strong>Closing costs,</strong> typically 2 to 5 percent of the purchase price.</li>
<li><strong>Emergency fund after closing.</strong> Don't let the down payment empty your savings; keep at least three months of expenses.</li>
</ol>
<h2>Ongoing costs</h2>
<ol>
<li><strong>Monthly payment.</strong> Principal, interest, property taxes, and insurance together. Many lenders prefer that housing costs stay under about 28 percent of gross income.</li>
<li><strong>Maintenance,</strong> commonly estimated at 1 to 2 percent of the home's value each year.</li>
<li><strong>HOA fees and special assessments,</strong> if the property has them.</li>
</ol>
<h2>The comparison</h2>
<ol>
<li><strong>Opportunity cost.</strong> Estimate what the down payment might earn if invested instead.</li>
<li><strong>Selling costs.</strong> Agent commissions, transfer taxes, and repairs when you eventually sell often add up to several percent of the price.</li>
</ol>
<blockquote>If the numbers come out close, let the non-financial questions decide: how much you value stability, whether you want to renovate, and how certain your job and family plans are over the next five years.</blockquote>
<p>Plug all ten numbers into the <a href="https://example.org/tools/rent-vs-buy">rent vs. buy calculator</a> and compare the five- and ten-year totals.</p>`,
    methodology:
      "Prepared by a volunteer research group from common housing-finance rules of thumb; figures are general US estimates and the list has not been reviewed by a verified expert.",
    sourceUrl: "https://example.org/sources/rent-vs-buy-decision-checklist-10-numbers-to-run-first",
    imageUrl: "/images/demo/lists/money-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 250,
    updatedDaysAgo: 250,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "401k-rollover-checklist-for-when-you-change-jobs",
    title: "401(k) Rollover Checklist for When You Change Jobs",
    categorySlug: "money",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 88,
    isFree: false,
    status: "published",
    content: `<p>When you leave a job, your old 401(k) doesn't have to follow you right away, but it shouldn't be forgotten either. This checklist walks through your four options and the steps to move the money without triggering taxes by accident.</p>
<h2>Before you leave</h2>
<ul>
<li>Check your <strong>vesting schedule</strong>. Unvested employer contributions are forfeited when you leave; a few extra weeks can sometimes make a difference.</li>
<li>If you have a 401(k) loan, find out when it becomes due after you leave. An unpaid balance is generally treated as a distribution, though you may have until your tax filing deadline to roll over that amount.</li>
<li>Download your latest statement and note which money is pre-tax and which is Roth.</li>
</ul>
<h2>Your four options</h2>
<ol>
<li><strong>Leave it in the old plan.</strong> Often allowed for balances above a few thousand dollars. Fine if the plan has low fees and good funds.</li>
<li><strong>Roll it into your new employer's plan.</strong> Keeps everything in one place, if the new plan accepts roll-ins.</li>
<li><strong>Roll it into an IRA.</strong> Usually the widest investment choice; compare fees before you pick a provider.</li>
<li><strong>Cash it out.</strong> Generally the most expensive choice: income tax plus a 10 percent penalty if you're under 59 1/2, unless an exception applies.</li>
</ol>
<h2>How to roll over safely</h2>
<ul>
<li>Ask for a <strong>direct rollover</strong>, where the money goes straight to the new plan or IRA. No tax is withheld.</li>
<li>Avoid an indirect rollover if you can. The old plan withholds 20 percent for taxes, and you must deposit the full amount, including the withheld part, within 60 days to avoid tax on it.</li>
<li>Keep account types matched: pre-tax money to a traditional IRA or 401(k), Roth money to a Roth IRA or Roth 401(k).</li>
<li>Open the receiving account before you request the rollover, and get its exact payee details.</li>
</ul>
<h2>After the transfer</h2>
<ul>
<li>Confirm the money arrived and is invested, not sitting in cash.</li>
<li>Update beneficiaries on the new account.</li>
<li>Keep the rollover paperwork; you'll receive a Form 1099-R that should show a non-taxable rollover.</li>
</ul>
<p>Compare plan fees with the <a href="https://example.com/tom-alvarez/rollover-fee-comparison">rollover fee comparison sheet</a>.</p>`,
    methodology:
      "Based on IRS rollover rules and plan documents from 12 employer plans; reviewed by a certified planner. This is general education, not individual advice.",
    sourceUrl: "https://example.org/sources/401k-rollover-checklist-for-when-you-change-jobs",
    imageUrl: "/images/demo/lists/money-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 120,
    updatedDaysAgo: 22,
    lastVerifiedDaysAgo: 22,
  },
  // ---------------------------------------------------------------- Career
  {
    slug: "job-search-tracker-a-weekly-routine-for-active-job-seekers",
    title: "Job Search Tracker: A Weekly Routine for Active Job Seekers",
    categorySlug: "career",
    expertHandle: "jordan-blake",
    author: "Jordan Blake",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 67,
    isFree: true,
    status: "published",
    content: `<p>A job search without a system turns into refreshing job boards and wondering why nobody replies. Treat it like a project: a tracker, a weekly rhythm, and a few numbers you review every Friday. This is the routine I give every coaching client in their first session.</p>
<h2>Set up your tracker</h2>
<p>A spreadsheet works fine. Create one row per opportunity with these columns:</p>
<ul>
<li>Company, role, and link to the posting</li>
<li>Date applied and how (job board, referral, recruiter)</li>
<li>Contact name and how you're connected</li>
<li>Status: researching, applied, screening, interviewing, offer, closed</li>
<li>Next action and its due date</li>
</ul>
<h2>The weekly rhythm</h2>
<ol>
<li><strong>Monday:</strong> pick 8 to 10 target roles for the week. Quality beats volume; skip anything you match less than about 60 percent.</li>
<li><strong>Tuesday:</strong> tailor your resume summary and top bullets for the best 5 roles and apply.</li>
<li><strong>Wednesday:</strong> networking day. Send 5 messages to former colleagues or people at target companies, asking for a 15-minute conversation, not a job.</li>
<li><strong>Thursday:</strong> follow up on applications older than 7 to 10 days and prepare for any scheduled interviews.</li>
<li><strong>Friday:</strong> review the week's numbers and plan next week.</li>
</ol>
<h2>The Friday numbers</h2>
<ul>
<li>Applications sent</li>
<li>Conversations held (networking calls count)</li>
<li>Response rate: replies divided by applications</li>
<li>Interviews scheduled</li>
</ul>
<h2>Reading the numbers</h2>
<ul>
<li>Lots of applications but very few replies usually means a resume or targeting problem.</li>
<li>Screening calls that don't turn into interviews suggest your pitch or salary expectations need work.</li>
<li>Final rounds without offers point to interview practice, especially behavioral questions.</li>
</ul>
<blockquote>Referrals move faster than cold applications. If a role excites you, spend twenty minutes finding someone at the company before you click apply.</blockquote>
<p>Copy the <a href="https://example.com/jordan-blake/job-search-tracker">free tracker template</a> to get started.</p>`,
    methodology:
      "Based on the author's recruiting and coaching experience with about 80 job seekers; not yet reviewed by a verified career expert.",
    sourceUrl: "https://example.org/sources/job-search-tracker-a-weekly-routine-for-active-job-seekers",
    imageUrl: "/images/demo/lists/career-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 180,
    updatedDaysAgo: 11,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "behavioral-interview-prep-building-your-star-story-bank",
    title: "Behavioral Interview Prep: Building Your STAR Story Bank",
    categorySlug: "career",
    expertHandle: "jordan-blake",
    author: "Jordan Blake",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 52,
    isFree: true,
    status: "draft",
    content: `<p>Behavioral questions start with "Tell me about a time when..." and they're where unprepared candidates ramble. The fix is a bank of eight to ten stories, written in advance using the STAR format, that you can adapt to almost any question.</p>
<h2>The STAR format</h2>
<ul>
<li><strong>Situation:</strong> one or two sentences of context. Where were you, and what was going on?</li>
<li><strong>Task:</strong> what you specifically were responsible for.</li>
<li><strong>Action:</strong> the steps <em>you</em> took. This should be the longest part. Say "I," not "we."</li>
<li><strong>Result:</strong> what happened, with a number if possible, and what you learned.</li>
</ul>
<h2>Build the bank</h2>
<ol>
<li>List your last two or three roles and write down the projects you're proudest of.</li>
<li>Add one or two situations that went badly and what you did about them.</li>
<li>Write each story in STAR form in about 150 words, roughly two minutes spoken.</li>
<li>Tag each story with the themes it covers: leadership, conflict, failure, deadline pressure, influencing without authority, learning something fast.</li>
<li>Make sure every common theme has at least two stories.</li>
</ol>
<h2>Practice</h2>
<ul>
<li>Say each story out loud and time it. Cut the situation if it runs long.</li>
<li>Record yourself once and listen for filler words and vague results.</li>
<li>Ask a friend to pick random questions from a list of common behavioral prompts.</li>
</ul>
<h2>A short example</h2>
<p><em>Question: Tell me about a time you missed a deadline.</em> "Our team was launching a customer survey two weeks before a board meeting (situation). I owned the analysis (task). When the survey tool failed halfway through, I told my manager the same day, proposed a smaller sample, and built the report from partial data while we re-ran the rest (action). We delivered a preliminary report on time and the full version three days later; I now build a buffer week into every launch (result)."</p>
<p>A fill-in story bank template is on <a href="https://example.com/jordan-blake/star-story-bank">Jordan's website</a>.</p>`,
    methodology:
      "Draft based on the author's coaching sessions; examples and timing guidance still being refined before publication.",
    sourceUrl: "https://example.org/sources/behavioral-interview-prep-building-your-star-story-bank",
    imageUrl: "/images/demo/lists/career-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 10,
    updatedDaysAgo: 0,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "salary-negotiation-checklist-before-during-and-after-the-offer",
    title: "Salary Negotiation Checklist: Before, During, and After the Offer",
    categorySlug: "career",
    expertHandle: "tom-alvarez",
    author: "Tom Alvarez",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 82,
    isFree: false,
    status: "published",
    content: `<p>Most employers expect some negotiation, and a polite, well-researched counteroffer rarely costs anyone a job. The starting salary you accept also sets the base for future raises, so a few uncomfortable minutes can pay off for years. Work through this checklist in three stages.</p>
<h2>Before the offer</h2>
<ul>
<li>Research the pay range for the role, level, and location using several salary surveys and any posted ranges. Many US states and cities now require job postings to include a range.</li>
<li>Decide three numbers: your <strong>target</strong>, the <strong>minimum</strong> you'd accept, and an <strong>ambitious</strong> number near the top of the range.</li>
<li>If asked for your expectations early, give a researched range rather than a single number. In many places, employers can't ask about your salary history.</li>
<li>List what matters beyond base pay: bonus, equity, remote work, vacation, start date, and professional development.</li>
</ul>
<h2>During the negotiation</h2>
<ol>
<li>Thank them and show enthusiasm for the role before talking numbers.</li>
<li>Ask for the full offer in writing, including benefits, before responding.</li>
<li>Ask for a day or two to review. That request is normal and expected.</li>
<li>Counter with a specific number, tied to your research and the value you'll bring: "Based on the range for this level and my experience leading X, I was hoping for $Y."</li>
<li>Then stop talking and let them respond.</li>
<li>If base salary is capped, ask about a signing bonus, an earlier performance review, or extra vacation.</li>
</ol>
<h2>After you agree</h2>
<ul>
<li>Get the final terms in an updated written offer before you resign from your current job.</li>
<li>Compare the total package, including health insurance premiums and retirement match, not just the salary.</li>
<li>Note the date of your first review so you can prepare for the next conversation.</li>
</ul>
<blockquote>Practice your counteroffer sentence out loud at least five times. It gets much easier to say on the call.</blockquote>
<p>Compare offers side by side with the <a href="https://example.com/tom-alvarez/offer-comparison">total compensation calculator</a>.</p>`,
    methodology:
      "Based on the author's work with clients negotiating more than 100 offers; legal points about pay transparency and salary history were checked against current state and city rules as of 2025.",
    sourceUrl: "https://example.org/sources/salary-negotiation-checklist-before-during-and-after-the-offer",
    imageUrl: "/images/demo/lists/career-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 390,
    updatedDaysAgo: 55,
    lastVerifiedDaysAgo: 80,
  },
  {
    slug: "resume-refresh-checklist-for-career-changers",
    title: "Resume Refresh Checklist for Career Changers",
    categorySlug: "career",
    expertHandle: null,
    author: "Community contributors",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 74,
    isFree: true,
    status: "published",
    content: `<p>When you change fields, your resume has to translate your experience for someone who has never done your old job. Hiring managers skim for evidence you can do <em>their</em> work. This checklist was put together by readers who've made the switch, from teaching to instructional design, retail management to operations, and nursing to health tech.</p>
<h2>Reframe your story</h2>
<ol>
<li>Collect five job postings for your target role and highlight the skills that appear in at least three of them.</li>
<li>Match each of those skills to something you've actually done, in any job, volunteer role, or course.</li>
<li>Write a 2 to 3 line summary at the top that names the target role and your most relevant strengths.</li>
</ol>
<h2>Rewrite the bullets</h2>
<ul>
<li>Replace industry jargon with plain or target-industry terms. "Differentiated instruction for 28 students" might become "Designed training for 28 learners at different skill levels."</li>
<li>Start each bullet with an action verb and end with a result.</li>
<li>Add numbers wherever you can: people, budget, time saved, percentage improved.</li>
<li>Cut bullets that only matter in your old field.</li>
</ul>
<h2>Close the gaps</h2>
<ul>
<li>Add a "Relevant Projects" section for portfolio work, freelance gigs, or course projects.</li>
<li>List certifications and courses only if they're relevant to the new role.</li>
<li>Keep it to one page if you have less than about ten years of relevant experience, two at most otherwise.</li>
</ul>
<h2>Make it readable by software</h2>
<ul>
<li>Use a simple single-column layout with standard headings like Experience and Education.</li>
<li>Avoid tables, text boxes, and graphics that applicant tracking systems may skip.</li>
<li>Save as PDF unless the posting asks for another format.</li>
</ul>
<p>Share your before-and-after bullets for feedback in the <a href="https://example.org/community/career-changers">career changers forum</a>.</p>`,
    methodology:
      "Crowd-sourced from 60 reader submissions in our career changers forum and edited by staff; not reviewed by a verified career expert.",
    sourceUrl: "https://example.org/sources/resume-refresh-checklist-for-career-changers",
    imageUrl: "/images/demo/lists/career-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 505,
    updatedDaysAgo: 160,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "your-first-90-days-in-a-new-job-a-30-60-90-onboarding-plan",
    title: "Your First 90 Days in a New Job: A 30-60-90 Onboarding Plan",
    categorySlug: "career",
    expertHandle: null,
    author: "Dana Whitfield",
    authorOrg: "Northbridge Career Network",
    verificationStatus: "community",
    qualityScore: 77,
    isFree: true,
    status: "published",
    content: `<p>Your first three months shape how colleagues see you for years. The goal isn't to change everything by week two; it's to learn fast, build relationships, and deliver one visible win. Share a version of this plan with your manager in your first week and agree on what success looks like.</p>
<h2>Days 1 to 30: Learn</h2>
<ul>
<li>Schedule 30-minute introductions with everyone on your team and key people in partner teams.</li>
<li>Ask each person the same three questions: What's working well? What's frustrating? What should I know that isn't written down?</li>
<li>Read the last quarter's plans, reports, and any retrospectives.</li>
<li>Learn the tools, and write down every acronym you hear until you can define it.</li>
<li>Agree with your manager on how you'll communicate: weekly one-on-ones, updates by message, or both.</li>
</ul>
<h2>Days 31 to 60: Contribute</h2>
<ol>
<li>Pick one small, visible problem from your conversations that you can solve in a few weeks.</li>
<li>Take ownership of a recurring task or process so you're relied on for something.</li>
<li>Share early observations with your manager privately before suggesting changes publicly.</li>
<li>Ask for feedback at the 45-day mark: "What should I do more of, and less of?"</li>
</ol>
<h2>Days 61 to 90: Lead</h2>
<ul>
<li>Deliver and share the results of your first win.</li>
<li>Propose one or two larger improvements, backed by what you learned in month one.</li>
<li>Set goals for the next two quarters with your manager.</li>
<li>Write a short 90-day reflection: what you learned, what you delivered, and what's next.</li>
</ul>
<blockquote>Keep a "wins and notes" document from day one. It becomes the raw material for your first performance review.</blockquote>
<p>Download the <a href="https://northbridge.example.org/30-60-90-template">30-60-90 plan template</a>.</p>`,
    methodology:
      "Written by a volunteer mentor at a nonprofit career network, drawing on onboarding guides from member companies; not reviewed by a verified expert.",
    sourceUrl: "https://example.org/sources/your-first-90-days-in-a-new-job-a-30-60-90-onboarding-plan",
    imageUrl: "/images/demo/lists/career-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 620,
    updatedDaysAgo: 365,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "home-office-setup-checklist-for-remote-work",
    title: "Home Office Setup Checklist for Remote Work",
    categorySlug: "career",
    expertHandle: "marcus-bell",
    author: "Marcus Bell",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 84,
    isFree: false,
    status: "published",
    content: `<p>A good home office doesn't need a spare room. It needs a dedicated spot, a setup that doesn't hurt after eight hours, and clear boundaries between work and home. The palette here is a calm, low-contrast scheme that works well on camera and on the walls of a small space.</p>
<h2>Choose the spot</h2>
<ul>
<li>Pick a place you can leave set up. Packing up a laptop from the kitchen table every night wears thin.</li>
<li>Put the desk perpendicular to a window so daylight falls from the side, with no glare on the screen or backlit face on calls.</li>
<li>Check your Wi-Fi signal at that spot, or plan for a wired connection.</li>
</ul>
<h2>Set up for your body</h2>
<ol>
<li>Adjust the chair so your feet rest flat on the floor and your knees are at about hip height.</li>
<li>Keep your elbows close to your body and bent to about 90 degrees when typing.</li>
<li>Place the monitor about an arm's length away, with the top of the screen at or slightly below eye level.</li>
<li>On a laptop, use a stand plus a separate keyboard and mouse.</li>
<li>Add a footrest if your feet don't reach the floor.</li>
</ol>
<h2>Equipment checklist</h2>
<ul>
<li>An adjustable chair with lumbar support</li>
<li>A desk about 28 to 30 inches high, or a sit-stand desk</li>
<li>An external monitor, keyboard, and mouse</li>
<li>A headset or earbuds with a decent microphone</li>
<li>A desk lamp with a warm bulb, plus a soft light facing you for video calls</li>
<li>A surge protector and cable tray to keep cords off the floor</li>
</ul>
<h2>Keep it organized</h2>
<ul>
<li>Give everything a home: one drawer for supplies, one tray for paper, one shelf for reference items.</li>
<li>Clear the desk at the end of each day. It doubles as a signal that work is over.</li>
<li>Keep personal items out of the camera frame, or choose them on purpose.</li>
</ul>
<blockquote>If you share the space, agree on a simple signal, like a closed door or a headset on, that means you're on a call.</blockquote>
<p>See examples of small-space setups in <a href="https://example.com/marcus-bell/home-office-gallery">Marcus's home office gallery</a>.</p>`,
    methodology:
      "Developed from 40 remote-work office setups with clients; ergonomic guidance reviewed by a sports medicine physician on our expert panel.",
    sourceUrl: "https://example.org/sources/home-office-setup-checklist-for-remote-work",
    imageUrl: "/images/demo/lists/career-3.svg",
    affiliateDisclosure: true,
    colorOptions: ["#F5F3EE", "#A3B18A", "#3A5A40"],
    createdDaysAgo: 230,
    updatedDaysAgo: 30,
    lastVerifiedDaysAgo: 45,
  },
  // ---------------------------------------------------------------- Events
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
