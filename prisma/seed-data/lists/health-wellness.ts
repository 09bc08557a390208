import type { SeedList } from "../types";

// Demo lists: Health & Wellness.
export const healthWellnessLists: SeedList[] = [
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
];
