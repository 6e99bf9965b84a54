/**
 * Passwords too common to accept (docs/account.md): the most used ~2,200 of the xato.net list of
 * ten million leaked passwords (SecLists, `10-million-password-list-top-10000.txt`, MIT), in rank
 * order, keeping those of six or more characters. Digits-only entries shorter than ten are left out
 * (no password here can be one), and so are a few slurs and obscenities. Six characters and not ten:
 * the policy also refuses a listed word with digits or symbols added at its end (`monkey2024!`).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
  password qwerty dragon baseball football monkey letmein shadow master qwertyuiop mustang
  1234567890 michael superman 1qaz2wsx qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh
  hunter buster soccer harley batman andrew tigger sunshine iloveyou charlie robert thomas hockey
  ranger daniel starwars klaster george computer michelle jessica pepper zxcvbn freedom maggie
  aaaaaa ginger princess joshua cheese amanda summer ashley nicole chelsea biteme matthew access
  yankees dallas austin thunder taylor matrix william corvette martin heather secret merlin diamond
  1234qwer gfhjkm hammer silver anthony justin bailey q1w2e3r4t5 patrick internet scooter orange
  golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy
  maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea smokey
  steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers
  yellow xxxxxx gateway marina diablo bulldog qwer1234 compaq purple banana junior hannah porsche
  lakers iceman cowboys london tennis ncc1701 coffee scooby miller boston q1w2e3r4 brandon yamaha
  chester mother forever johnny edward oliver redsox player nikita knight fender barney midnight
  please brandy chicago badboy iwantu slayer rangers charles flower bigdaddy rabbit wizard jasper
  rachel steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince marine ghbdtn fishing
  cocacola casper raiders marlboro gandalf asdfasdf crystal golden panther lauren angela spanky
  thx1138 angels madison winston shannon toyota jordan23 canada sophie apples 123abc pokemon qazxsw
  qwaszx muffin johnson murphy cooper jonathan liverpoo danielle jackie 123456a turtle abcd1234
  scorpion qazwsxedc butter carlos password1 dennis slipknot qwerty123 booger cameron newyork
  rainbow nathan rocket viking redskins asdfghjkl sierra peaches gemini doctor wilson sandra helpme
  qwertyui victor florida dolphin pookie captain tucker liverpool theman bandit dolphins maddog
  packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana jeremy stupid monica
  elephant giants hotdog rosebud success debbie mountain xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q
  albert metallic azerty bond007 alexis samson willie scorpio bonnie gators benjamin voodoo driver
  dexter calvin freddy creative 12345a sydney rush2112 asdfghjk red123 4815162342 passw0rd trouble
  gunner gordon legend jessie stella eminem arthur nissan america 1qazxsw2 nothing parker rebecca
  qweqwe garfield beavis december apollo skippy kitten copper braves shelby godzilla beaver tomcat
  august airborne lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness blink182
  voyager police travis 12qwaszx heaven snowball abcdef pakistan walter blazer cricket sniper
  donkey willow loveme saturn therock redwings bigboy pumpkin trinity williams nintendo digital
  destiny topgun runner marvin guinness chance bubbles testing november minecraft asdf1234 lasvegas
  sergey broncos cartman private celtic birdie little cassie babygirl donald beatles family school
  louise gabriel eclipse fluffy lol123 explorer nelson flyers spencer lovely gibson doggie cherry
  andrey snickers buffalo pantera metallica member carter qwertyu bronco paradise goober samuel
  montana mexico dreams michigan carolina yankee friends magnum surfer maximus genius vampire
  lacrosse asd123 christin kimberly speedy sharon carmen kristina racing sabrina horses 0987654321
  qwerty1 stalker enigma poohbear simple 12345q marcus qweasdzxc drowssap hahaha caroline barbara
  drummer action einstein genesis hello1 scotty friend forest hotrod google vanessa spitfire badger
  maryjane friday alaska 1232323q tester jester champion hawaii badass walker stephen eagle1
  october gregory svetlana pamela shorty westside stanley diesel courtney hitman reddog 12345qwert
  qwe123 popcorn patricia aaaaaaaa teresa mozart buddha anderson melanie abcdefg security lucky1
  lizard denise a12345 ruslan stargate simpsons scarface thumper olivia naruto 1234554321 general
  cherokee a123456 vincent spooky qweasd frankie douglas loveyou veronica suzuki semperfi penguin
  mercury liberty spirit scotland natalie marley vikings system sucker allison marshall qwerty12
  hummer adrian vfhbyf sandman leslie antonio softball passion mnbvcxz passport rascal howard
  franklin bigred alexander redrum jupiter claudia zaq12wsx patches raider infinity galore college
  russia kawasaki bishop vladimir money1 freeuser wildcats francis disney budlight brittany oksana
  domino bulldogs brutus swordfis norman monday ironman fantasy duncan cougar jeffrey dancer brooke
  timothy marines justice digger connor patriots karina everton tinker alicia rasdzv3 pearljam
  stinky naughty colorado 123123a test123 ncc1701d motorola ireland houston boogie zombie accord
  vision bradley reggie kermit froggy ducati avalon saints logitech chopper simpson madonna
  juventus claire zachary yfnfif wolverin warcraft hello123 extreme peekaboo fireman eugene brenda
  russell panthers georgia skyline elizabet spiderma smooth pirate empire bullet virginia valentin
  psycho predator arizona mitchell alyssa vegeta titanic christ goblue fylhtq mmmmmm kirill indian
  hiphop baxter awesome people danger roland mookie 1111111111 dreamer bambam arnold skipper serega
  rolltide changeme 1q2w3e lovelove fktrcfylh denver loverboy hobbes happy1 alison nemesis chevelle
  cardinal burton picard tweety michael1 windows turkey vfrcbv sublime galina newport manutd
  alexandr victory rooster qqq111 madmax electric a1b2c3 wolfpack spring lalala spiderman darkside
  classic raptor 123456789q hendrix wombat avatar zxc123 england brazil wildcat polina freepass
  carrie qaz123 holiday fyfcnfcbz brother taurus shaggy raymond maksim gundam pretty pickle chronic
  alabama airplane 1029384756 sports ronaldo pandora cheyenne caesar billybob bigman snowman
  lawrence kenneth france perfect kristen devils alpha1 kodiak flowers leather gracie chocolat
  bubba1 catch22 business cjkysirj 123qweasd ytrewq wolves stingray ssssss serenity ronald greenday
  tiger1 sunset charlie1 berlin bbbbbb panzer lincoln katana firebird blizzard a1b2c3d4 sterling
  redhead password123 hercules garcia trevor kramer popeye pontiac tarheels buddy1 remember detroit
  clinton basketball zeppelin whynot swimming strike service pavilion michele engineer dodgers
  britney bobafett robbie miranda future darkstar icecream connie hellfire fisher fireball apache
  blonde bigmac morris angel1 simone rockstar defender wallace trooper casino cancer beauty weasel
  savage harvey bowling wutang theone swordfish stewart airforce abcdefgh nastya hacker viktor
  srinivas maxima lennon freddie bluebird qazqaz presario packard looking cheryl wrangler machine
  lights control tattoo precious harrison tornado tanner goldfish catfish openup manager street
  roscoe natali julian dilbert dbrnjhbz chris1 atlanta xfiles thailand sailor lucifer longhorn
  dragons target elaine dustin 123qweasdzxc student madman integra wordpass prelude newton ladies
  hawkeye corona bubble trigger iloveu herman design cannon stealth shooter nfnmzyf hottie browns
  trucks malibu bruins bobcat barbie orlando letmein1 freaky foobar cthutq baller unicorn scully
  potter cookies pppppp philip gogogo country assassin zaqwsx testtest peewee microsoft teacher
  sweety stefan stacey shotgun random dfvgbh devildog chipper athena winnie valentina pegasus
  kristin butterfly seattle lonewolf babydoll atlantis powers polaris montreal angelina tickle
  regina express dollar shamrock knicks hotstuff transam stinger smiley redneck mistress hjvfirf
  cessna toshiba single piglet father deftones coyote castle cadillac blaster valerie samurai
  oicu812 lindsay jasmin james1 blahblah birthday 1234abcd sunday manson flipper asdfghj wicked
  skeeter reaper maddie cavalier veronika trucker qazwsx123 mustang1 goldberg escort 12345678910
  wolfgang mylove mememe lancer ibanez travel sister siemens savannah minnie leonardo basketba
  trumpet rocky1 galaxy cristina aardvark shelly goldie fatboy benson sweetpea ronnie indigo
  spartan roberto hesoyam freeman freedom1 fredfred manchester lestat kathleen hamilton blabla
  skater pencil passwor larisa hornet hamlet gambit alfred sweetie marino lollol techno special
  renegade insane indiana farmer drpepper blondie 1a2b3c valera mister karate 1qaz2wsx3edc maiden
  curtis colors christia buckeyes 0123456789 toronto stephani pioneer kissme jungle jerome holland
  garden enterpri dragon1 diamonds chrissy bigone wonder subaru smitty racecar pascal morpheus
  joanne indians impala hamster charger change bigfoot babylon timber redman bernie tomtom thuglife
  millie buckeye tristan stormy pierre napoleon monkey1 highland chiefs chandler catdog aurora
  trfnthbyf sampson dudley consumer burger brandi welcome1 triumph joejoe hunting caserta aragorn
  mariah element chichi 123qwe123 wrinkle1 monika leonard justme hobbit gloria chicks audrey sakura
  philips griffin butterfl artist island goforit emerald elizabeth anakin watson poison italia
  callie bobbob autumn andreas sherlock q12345 pitbull marathon kelsey inside german blackie
  access14 123asd zipper overlord nadine basket trombone stones sammie nugget kaiser isabelle
  huskers bomber barcelona babylon5 alpine ultimate pebbles nicolas marion wesley warlock goddess
  fatcat energy david1 bassman yankees1 trojan trixie superfly kkkkkk ybrbnf warren sophia sidney
  nicola campbell vfvjxrf singer shirley qawsed paladin martha harold geronimo forget concrete
  westham soldier q1w2e3r4t5y6 poiuyt jessica1 global dodger webster titans tintin tarzan sammy1
  portugal onelove marcel manuel madness jjjjjj christy yvonne sundance pleasure wwwwww spartak
  michel history exigen sherry sherman seminole rommel network ladybug isabella holden harris
  germany fktrctq cotton angelo sergio qazxswedc jesus1 trunks snakes kingkong bluesky archie
  adgjmptw planet panama ncc1701e mongoose hansolo desire alejandr 1123581321 whiskey waters
  martina margaret january connect bluemoon bianca andrei smiles nolimit abigail yomama rocker
  plastic katrina ghbdtnbr ferret bonehead blessed beagle asasas abgrtyu sticky jamaica hector
  dddddd stallion personal morrison joanna geheim finger cactus super123 spyder mission anything
  aleksandr shalom rhbcnbyf pickles passat natalia moomoo jumper inferno dietcoke cooldude christop
  million lollipop fernando christian blue22 bernard apple1 unreal spunky ripper niners letmein2
  flatron faster deedee bertha werewolf rubber punkrock mulder giovanni gggggg cdtnkfyf yoyoyo
  tottenha newman lindsey hongkong daniela camera brianna blackcat a1234567 1q1q1q zzzzzzzz pentium
  patton hollywoo florence biscuit beetle always sailing phillip legion gn56gn56 martini darren
  clifford stocking solomon silvia pirates office monitor monique milton matthew1 maniac loulou
  immortal fossil sprite shadow1 salmon shasta patriot palmer oxford nylons molly1 holmes curious
  asdzxc makaveli kennedy groovy foster drizzt twister snapper sebastia philly pacific jersey
  dominic charlott carrot anthony1 africa sharks serena satan666 maxmax maurice gerald cosmos
  columbia colleen cjkywt cantona brooks rodney keeper infantry french eternity dillon coolio
  condor waterloo velvet vanhalen skywalke sheila sesame seinfeld funtime standard squirrel
  qazwsxed kingdom grendel damien crimson boeing biggie zaq123 wolverine wolfman trains sweets
  sunrise maxine legolas jericho isabel foxtrot shogun search robinson rfrfirf ravens privet
  musicman memphis megadeth brownie oldman graham verbatim support safety review newlife muscle
  herbert colt45 bottom 1q2w3e4r5t6y western twilight thanks suzanne potato pikachu murray master1
  marlin gilbert getsome stardust seven7 peanuts obiwan mollie kansas frosty tarheel showtime
  markus maestro lobster darwin chubby tanker surfing skittles showme shaney14 qwerty12345 magic1
  goblin fusion blades banshee alberto powder malcolm intrepid garrett delete tequila sandiego
  python punisher newpass iverson clayton amadeus 1234567a stimpy sooners preston poopie photos
  neptune mirage harmony fighter dingdong whitney ricardo princes liquid helena daytona clover
  anubis starcraft roxanne pepsi1 mushroom dagger cracker capital brendan blackdog strider slapshot
  porter jason1 hershey gothic flight ekaterina bananas aaaaaaa 1234512345 tracey kolobok chargers
  cccccc blue123 bigguy
`
    .trim()
    .split(/\s+/),
);
