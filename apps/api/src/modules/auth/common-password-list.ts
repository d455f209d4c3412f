/**
 * The 5,000 most common passwords (letters, or letters and digits, 4-24 characters, lower case) in the
 * order of the frequency list of @zxcvbn-ts/language-common 4.1.3 (MIT, from leaked-password corpora),
 * taken once when this file was written: the first entries of `src/passwords.json` that match
 * /^[a-z0-9]{4,24}$/ and contain a letter. Purely numeric ones are left out: the password rule already
 * refuses them. Space-separated so the list stays a plain string (no build step, no runtime file).
 */
export const COMMON_PASSWORDS = `
password qwerty dragon baseball abc123 football monkey letmein shadow master michael mustang qwertyuiop
pussy superman 1qaz2wsx fuckyou jordan qazwsx jennifer 123qwe killer trustno1 hunter harley zxcvbnm
asdfgh buster andrew batman soccer tigger charlie robert sunshine thomas iloveyou fuckme ranger daniel
hockey george computer michelle jessica starwars asshole pepper klaster zxcvbn freedom princess joshua
maggie pass ginger fuck amanda ashley love cheese nicole summer matthew chelsea dallas biteme matrix
william yankees taylor corvette austin access martin heather thunder merlin secret diamond hello anthony
hammer fucker 1234qwer silver gfhjkm justin patrick richard bailey internet samantha golfer scooter test
orange cookie q1w2e3r4t5 maverick jackson sparky mickey phoenix bigdog snoopy guitar whatever chicken
morgan andrea camaro mercedes peanut ferrari cowboy falcon welcome samsung sexy steelers joseph smokey
dakota melissa arsenal boomer eagles tigers marina nascar booboo gateway porsche yellow monster spider
diablo hannah bulldog junior london purple compaq lakers iceman qwer1234 hardcore cowboys money banana
ncc1701 boston brandon tennis johnny miller q1w2e3r4 coffee scooby edward nikita mother yamaha brandy
barney chester fuckoff oliver charles player knight forever steven rangers midnight chicago bigdaddy
redsox victoria badboy angel please fender chris jasper james slayer rabbit natasha rachel bigdick
marine wizard marlboro raiders prince casper fishing flower crystal jasmine panties iwantu adidas winner
winter gandalf password1 enter ghbdtn 1q2w3e4r angela mike golden lauren cocacola jordan23 winston
madison angels blowme panther sexsex bigtits spanky bitch shannon sophie johnson asdfasdf david horny
thx1138 toyota tiger murphy dick canada danielle blowjob jonathan liverpoo muffin cooper apples jackie
dennis black qwerty123 passw0rd john abcd1234 sandra pokemon 123abc slipknot carlos qazxsw 123456a
scorpion qwaszx nathan butter startrek rainbow asdfghjkl razz redskins newyork gemini cameron qazwsxedc
florida liverpool turtle nicholas viking booger wilson sierra butthead doctor rocket victor dolphins
captain bandit jaguar packers pookie peaches asdf blue dolphin helpme tucker theman tiffany maxwell
jeremy qwertyui shithead debbie albert maddog lovers monica alex united giants nirvana metallic hotdog
rosebud mountain benjamin warrior stupid elephant suckit success bond007 jackass bonnie alexis porn
lucky jason scorpio samson q1w2e3 rush2112 azerty freddy driver willie calvin 1q2w3e4r5t sydney gators
dexter red123 12345a 123456q bubba creative golf voodoo happy arthur trouble america nissan gunner
rebecca stella garfield gordon jessie bullshit parker asdfghjk fucking apollo jack 1qazxsw2 eminem
december legend airborne beavis august bear apple brooklyn godzilla skippy buddy qwert kitten magic
shelby beaver phantom fred nothing asdasd williams xavier braves darkness blink182 travis copper tomcat
platinum qweqwe girls bigboy green power animal police online voyager lifehack 12qwaszx fish sniper
trinity walter blazer heaven lover snowball playboy bubbles loveme hooters cricket marvin willow donkey
topgun nintendo saturn family november gabriel destiny pakistan pumpkin digital sergey chance explorer
redwings private therock runner tits lasvegas guinness beatles fire cassie christin qwerty1 asdf1234
celtic broncos andrey babygirl nelson donald scott eclipse cartman fluffy louise michigan testing
carolina little samuel alexande birdie steve cherry pantera sharon gibson vampire mexico dickhead peter
buffalo montana genius beer flyers maximus school minecraft lovely stalker metallica doggie carter
kristina kimberly spencer speedy barbara snickers sabrina carmen marcus bronco yankee friends paradise
lol123 dreams magnum horses cool caroline lacrosse ou812 goober member qwertyu enigma scotty pimpin
bollocks brian cock surfer sammy genesis poohbear dave star asd123 qweasdzxc baby racing friend hello1
hawaii eagle1 billy viper october vanessa poopoo einstein boobies stanley 12345q walker bitches paul
drowssap stephen courtney simple alaska badger action jake bill denise jester spitfire drummer forest
patricia maryjane champion diesel svetlana rock friday kevin mark gregory pamela frank hotrod chevy
anderson lucky1 douglas westside security google badass shorty tester thumper hitman mozart general
reddog boobs zaq12wsx music lizard alexander melanie a123456 ruslan 123456789a vincent eagle 1232323q
sweet teresa scarface qwerty12 a12345 marshall olivia veronica porno buddha spirit frankie money1
stargate antonio liberty natalie mercury naruto qwe123 12345qwert suzuki semperfi king popcorn spooky
marley system brittany claudia kelly scotland free kitty cherokee vikings simpsons death leslie rascal
qweasd jimmy loveyou hummer michael1 allison rocky patches russia adrian jupiter penguin cumshot howard
passion honda vfhbyf andre vladimir franklin sandman infinity homer bastard raider passport assman
sucker fantasy bulldogs horney domino budlight ironman disney norman usuckballz1 softball bishop francis
brutus ford redrum brooke bigred jeffrey jesus fktrcfylh karina marines kawasaki digger ireland oksana
fireman cougar college shit alicia russell houston monday bradley cunt sarah nigger justice super
wildcats tinker duncan dancer logitech avalon swordfis everton reggie motorola alexandr molly timothy
hentai pussy1 claire patriots madonna colorado eugene ducati kermit juventus indian connor galore
freeuser smooth house titanic boogie simpson warcraft wolverin elizabet arizona saints valentin georgia
asdfg test123 accord matt baxter denver mitchell christ password123 yfnfif slut smith stinky zachary
roland naughty ncc1701d spiderma chopper brenda hello123 extreme virginia water skyline poop zombie
pearljam froggy pirate fylhtq vision 123qweasd awesome alyssa dreamer predator bullet empire wolf
charlie1 kirill 123123a people penis elvis panthers skipper nemesis peekaboo rasdzv3 simon alison
rolltide american cardinal arnold chevelle daddy psycho happy1 danger mookie wanker manutd tommy hobbes
vegeta goblue burton fyfcnfcbz picard bobby windows loverboy lovelove vfrcbv victory bambam turkey
serega tweety hiphop galina changeme rooster polina berlin suckme taurus electric ronald avatar mine
raptor alpha1 maksim spring brazil eric bigcock newport hard kenneth hendrix madmax england a1b2c3 alpha
sublime britney france darkside bigman hercules lawrence wolfpack classic letmein1 lincoln ronaldo
spiderman 1q2w3e blizzard cheyenne 123456789q wombat bubba1 tiger1 cjkysirj raymond brother kristen
pandora devils zxc123 simone holiday wildcat horse kramer buddy1 sterling caesar alabama carrie bondage
basketball sports pussycat pickle catch22 leather shaggy a1b2c3d4 chronic flowers qaz123 qqq111 robbie
admin gracie amber freepass airplane perfect kodiak billybob katana sunset crazy good stingray maria
anna snowman phpbb angel1 chocolat zeppelin garcia detroit wolves pontiac candy firebird vagina gundam
panzer outlaw time pretty fisher connie honey business trevor redhead hardon greenday tarheels nastya
hellfire cobra engineer dragon1 savage service serenity sasha michele dude lickme fireball white
remember darkstar miranda flash mustang1 harvey oscar strike freddie pavilion beauty bobafett adam
dbrnjhbz jeff bigmac chris1 duke clinton bowling jenny natali future harrison jones wallace welcome1
swimming apache rulez pyramid dodgers girl whynot fuckit defender teens morris trooper cancer precious
packard lucifer popeye weasel raven icecream stewart tanner swordfish blonde sandy presario rockstar
viktor manager cheryl norton james1 control wutang airforce julian atlanta pimp spike thailand looking
casino paris mouse lennon bluebird theone hawkeye hacker lisa dustin elaine nfnmzyf sailor catfish
goldfish maxima tattoo barbie light design pervert machine herman wrangler rocks trucks nipples roscoe
tornado jerry lights bubble cadillac madman orlando pegasus target longhorn laura philip browns eatme
stefan cannon dilbert baller microsoft winnie christia katie qazwsx123 shooter xfiles qazqaz lesbian
street seattle corona amateur cthutq prelude beach malibu freaky assassin integra atlantis 123qweasdzxc
pussies dragons iloveu monkey1 unicorn lonewolf regina stealth kristin tony peewee openup bobcat stacey
software newton leonardo student srinivas angelina young enjoy valentina trigger zaqwsx lolita athena
shotgun coyote bruins veronika dollar country rocky1 joker babydoll lestat wordpass hottie smiley potter
random sweety butterfly woody chipper snake samurai video gizmo maddie devildog valerie mistress flipper
freedom1 express powers soso123aljg cessna teacher goldie moose polaris piglet cookies elena montreal
hjvfirf ladies wolfgang fatboy scully father single wicked daisy fetish foobar castle tickle bunny pepsi
balls transam dfvgbh oicu812 impala sunday booty hotstuff ronnie jasmin ryan gambit toshiba basketba
lancer birthday texas stephani jessica1 hooker knicks roberto stinger testtest fuckyou2 kathleen
savannah shamrock benson squirt deftones trucker nick redneck goldberg alfred blaster siemens shelly
renegade manson subaru ibanez blondie hamilton casey swinger reaper cristina minnie mylove harry galaxy
lindsay dudley farmer gloria special blahblah enterpri 1234abcd travel babylon5 bigone sweetpea sugar
smoke skeeter fucked indiana great ficken trfnthbyf master1 freeman curtis smitty marino joanne bigfoot
escort babes check larisa trumpet tristan spartan babylon asdfghj sister valera stormy paladin andreas
cavalier marathon hamlet aardvark butterfl bigboobs mister manchester yankees1 rusty napoleon seven
indigo hornet skater jerome pierre wonder toronto rose indians karate buckeyes julie hesoyam fredfred
charger highland sweetie holland 1qaz2wsx3edc chiefs diamonds buckeye aurora hotsex campbell griffin
brandi redman passwor chandler drpepper monika maiden elizabeth leonard bernie brown pornstar garden
storm autumn linda thuglife millie jungle pencil tomtom insane pizza timber jesus1 sherlock mariah
audrey david1 1a2b3c hamster aragorn pioneer techno catdog lollol triumph sidney fktrctq none sophia
morpheus island wetpussy hobbit blabla erotic shadow1 aaron pascal sampson consumer justme marion stones
chrissy tyler nadine marie goforit burger pitbull kelsey adgjmptw spartak german karen kissme hunting
kaiser martha colors artist harold bass italia sammie barcelona mario nicolas virgin pebbles sundance
isabella overlord emerald callie doggy irina racecar isabelle germany goddess change wesley nipple
basket joejoe holly poison zipper alpine shirley element huskers marcel eddie danny christy pussys
sakura chichi inside ultimate dirty nicola ncc1701e blackie q12345 omega watson rommel matthew1 geronimo
nikki caserta trojan 123qwe123 philips sergio nugget sammy1 tarzan bassman warren trixie chicks
aleksandr cream webster help sherry manuel portugal dodger anakin bobbob bomber michel madness superfly
q1w2e3r4t5y6 loser 123asd florence yvonne fatcat global ybrbnf energy desire wrinkle1 soldier bianca
sexual warlock martina babe andrei larry seminole peace alejandr westham concrete access14 harris
margaret hector christop naked ladybug letmein2 network bernard weed tintin qazxswedc trombone chuck
pleasure rhbcnbyf home history bluesky sherman logan january onelove cotton christian cdtnkfyf sunny
archie holden whore brianna vfvjxrf titans stallion lindsey singer truck smile party missy hansolo
angelo joanna natalia beagle phillip panama smiles blue22 juice qawsed inferno moon mongoose connect
kingkong snatch flatron sex4me bluemoon turbo rocker personal emily blessed snakes dominic joey forget
finger beetle jamaica alberto a1234567 mulder fuckyou1 jamie susan immortal head passat plastic dietcoke
spunky suck long anthony1 whiskey monitor giovanni cactus ripper spyder markus planet magic1 teen patton
exigen sticky waters sluts nolimit daniela hollywoo abigail apple1 morrison katrina trunks andy assass
always diana deedee clifford april speed japan mission pickles million sailing freak holmes bonehead
fernando ghbdtnbr charlott delta yomama darren rubber newman molly1 faster cumming bertha memphis sylvia
open ilovesex maurice william1 hongkong olga jumper unreal geheim rodney nylons sebastia pentium legion
shalom kennedy brooks movie dodge dream graham sprite curious pacific loulou funtime philly ferret
niners orion werewolf milton cantona kingdom stars africa office boeing gilbert abgrtyu pirates super123
sheila french sweets cooldude palmer eternity lollipop tottenha green1 stocking monique anything foster
irish jackoff biscuit drizzt camera columbia fossil moomoo makaveli tracey colt45 robinson isabel
martini salmon shasta jersey verbatim maniac snapper satan666 nasty solomon patriot jacob standard
shaved blackcat asdzxc punkrock raistlin infantry qwerty12345 dillon gerald twister ricardo waterloo
cjkywt clayton crimson serena oxford maxmax denis flight condor seinfeld silvia biggie maxine musicman
ravens teddy colleen bruce wolfman sharks megadeth cosmos velvet butt keeper foxtrot garrett black1
damien anton sesame skywalke gn56gn56 banshee cats squirrel wolverine dogs sunrise rick ghost western
grendel sucks roxanne privet legolas frog felix marlin stone herbert lvbnhbq qazwsxed carrot blades
frosty stardust helena brownie groovy penny butler coolio twilight daytona licker peanuts intrepid
pikachu trains mollie vanhalen jericho hershey strider lobster punisher grace bird zaq123 bottom ninja
1234567a murray kansas shogun goblin search neptune ball showtime darwin amadeus suzanne fuckfuck seven7
jason1 oldman bruno showme henry getsome muscle obiwan support rfrfirf skittles ekaterina gold whitney
shark maestro anal danni tanker english tarheel fighter thanks blue123 hannibal capital newlife anubis
gothic chaos blues cindy sabine thunder1 roman preston princes brendan slick 123456z evelyn python test1
richie tequila boss cody devil chelsea1 clover delete mirage blood surfing 1q2w3e4r5t6y bentley portland
potato baggins review porter chubby panasonic sandiego sooners buffy buck tina derrick penelope blackdog
harmony fusion dima mature malcolm allen mary buttons 1a2b3c4d californ safety playtime dagger moscow
swallow warriors byteme stimpy gangster lucas christine turner iverson lester chargers liquid asdf123
mushroom cracker dingdong lucky7 misty nymets robin bigguy mobile tazman greg nimrod newpass miami
crusader bugger stranger dkflbvbh anastasia marco volume masters monroe miguel doodle collins powder
archer gotcha battle dublin slapshot guardian janice charly septembe photos knights woody1 short
angelica nookie milano pepsi1 scarlett stuart damian grizzly camille scruffy brasil latino kittycat
poopie munchkin lorenzo rammstein 1passwor bananas barcelon santiago thegame robert1 hell world gerard
picasso viper1 walnut kolobok blackman wisdom trance starcraft parrot quality blade pink auburn goodluck
eatshit dorothy dusty engine coltrane gorilla wheels katerina tamara postal luther ranger1 pass123 carlo
cassidy discover oakland andrew1 spanking osiris dumbass shaney14 lonestar ping bridge bingo bender
annie stonecol dookie meridian sally megaman heather1 racerx rjntyjr sirius firefly richard1 julia
alexandra madrid terry griffey women phoebe zaq1xsw2 weezer beautiful violet ledzep lowrider randy
gangsta ghjcnj paradox tacobell loving catalina vertigo halflife carson sergei shiloh johnjohn sobaka
buffett aliens sadie chucky bonjour kangaroo jazz josh thompson sinner socrates soccer1 keyboard stevie
jeep trebor finish dark luke sprint shazam lady national celica sarah1 scarlet formula1 hoover sommer
frances hotboy cynthia qwerasdf penguins bond formula rebels fuckface elwood melvin honda1 vacation kiss
ragnarok bollox lexmark asshole1 mailcreated5240 lorraine claude rockon duck dodgeram tacoma romeo
wookie prodigy tempest vfhecz flames sebastian colombia bang kitkat oblivion mystery sithlord server
molson mustangs incubus smoker 123qaz window scoobydo rescue bigballs zxcv1234 carpet titleist richmond
director lawyer megan juan magnolia celeste melinda lucy wright jimbob golfing kenny roger bobbie xanadu
tardis blueeyes hearts dixie pussy69 pooper shaman mersedes springer imagine janine patrick1 kenwood
123zxc dogg garbage martinez topper cowboys1 roberts lizzie ashton elliott oracle sheena chloe
nuttertools mallard analsex shemale gateway1 mikey asterix faith monkeys imperial jimbo cooler grateful
gillian peterpan kingston yourmom sleepy gremlin printer hudson pa55word stud freckles birdman frank1
aussie esther defiant margarita deadhead polo anime tatyana jackal frogger bridget wayne research tobias
mariners rootbeer blondes donnie katrin weather aspirine frederic parola photo children account israel
stephanie shaolin noodles celine willy willis forgot scooter1 hallo mandy thomas1 rogers palace santos
ohyeah magnus laurie creampie amazon kisses queen ludwig fatass plymouth justdoit assfuck nellie
1234567q putter broken nopass letsgo bryan bones harley1 tatiana camel champs lightnin massive camelot
bosco deanna gizmodo spidey caliente aezakmi goodtime mypass roller catherin active pooh payton lonely
redalert brucelee smokin porkchop astros aquarius raiders1 thankyou kevin1 atomic fletcher shopping
a1s2d3f4 mason rusty1 marian vanilla hunter1 unknown sapphire temple qwert123 marvel beckham
qazwsxedcrfv kaktus myself sooner blacky elvis1 hastings buster1 power1 blackjac aggies scream picture
123321q abc12 judith iforgot kasper cxfcnmt bangkok shitty spectrum eduard vader jammer painter primus
veritas ernest kristi chevrole amber1 amsterdam slappy valley horny1 pete hitler clancy spankme granny
avenger satan sasha1 usa123 diamond1 rosemary husker candyman beatrice scrappy john316 simba falcons
dylan front242 harder atlantic labrador 123456qwerty smudge syracuse southern melody timmy elijah center
darling throat stuff fatman krishna sanchez pancho gator pacman commando delta1 vulcan bush clitoris
lemons alice 8j4ye3uz boner keith odessa barkley monopoly method kelley sara punkin pineappl celtics
lesbians space gangbang bennett area51 lick flyboy hamburg aaa111 asian carol spartans tricky romashka
123456aa snuggles phoenix1 boat infiniti anders billie life homer1 drago blake hermes jesse goose
jeremiah vivian annette homerun dead forrest carolyn 1234567890q topcat hayden cosworth vectra grover
goodbye charlotte cuddles bossman horndog doberman gary telefon dawg qawsedrf ivanov durango peugeot
killer1 franco kyle plumber bell rbhbkk pauline exigent brandon1 laguna emmanuel webmaster bowler
leopard strong theking redbull alan pics beast viktoria porsche9 breeze topdog starbuck omega1 dance
dalton fuckers oscar1 hungry beefcake reality gjkbyf speaker shelley godsmack clarence writer loveit
kingpin nokia valhalla night starfish anarchy herbie blacks content sailboat desert fitness brando
bohica achilles tractor jordan1 ncc1701a drake bull hidden kicker arsenal1 labtec napass bart pa55w0rd
amelia tuesday frontier swingers jimmy1 caitlin muppet terror legacy farside terminator bella matilda
kentucky jackson1 doughboy ramona butthole phillies jrcfyf camels dannyboy oakley daniel1 nebraska latin
double qwertyuio sabbath chang pinkfloy homers striker looker fallen maryland luckydog azamat september
iguana oklahoma moloko qwerty123456 agent007 vfrcbvrf javier vette daniil command rhonda studio pistol
miles skiing franky stoner conrad select tanya houses boris puppy elliot charmed vladik nathalie
whocares maynard vkontakte ihateyou puppies zidane eileen dilligaf crash mandingo moneys tyrone funny
nevada kotenok mystic california budman church carlton rafael technics bone stick golfball rookie panda
laptop today jennie triton river trojans bunghole zvezda hurrican central stripper dale filter jethro
snow gustav ivan escape gizmo1 hawk igor aberdeen shane lespaul rfnthbyf enterprise butch dthjybrf
cutter splash handsome oilers randall cash nofear cupcake excalibu batman1 momoney gbpltw bigger belinda
svetik possum metal moocow brothers bethany keystone babyboy flamingo super1 firefox bogdan ccbill
passwort soleil lancelot melissa1 vipers marilyn tdutybq juliet leader madden russian australia sabina
chase coolman babies skinny zaphod raven1 kamikaze verona bacon noodle rebel doobie designer deadman
attack vortex killme dogman pokemon1 gopher somethin danila reagan apollo13 chevy1 cancel torres freaks
azsxdc sassy donna dracula play poncho bearbear boots engage steve1 deskjet bradford bitch1 hammers
deeznuts warhammer rangers1 tight justine ralph fabian lewis casey1 summer1 blueblue marissa oregon
bubbas sinatra hilton meatball mailman dawson columbus manchest cthulhu macdaddy mighty michaela grandma
ready sterlin cartoon summit 123456789z sentinel tolkien bicycle peter1 blow beverly breast lickit kathy
crazy1 meghan universe capone jenna julius wendy bryant truelove helen 123456k nancy eatpussy hailey
kitty1 daisy1 chair bowser kathryn sexygirl fernand eleven rockets billyboy military demon davis
jamesbon iloveyo texas1 traffic saint daddy1 redhot microsof sonic miracle microlab gofish pantyhos
pilot lifetime rugby mayday aikido nina star69 conner cutlass tree thekid gordon24 theodore titties
sweden function polska danie gang market scotch lansing elvira bloody sexx hustler anfield coke smut
catman rush bonita tracy sony fast 1234qwe passwor1 irish1 cheers tinman airbus peters china azsxdcfv
santana hayley station gabrie scottie orioles jenny1 charlton saun fortuna dfkthbz rustam warlord retard
fatima ultima kong bigmoney 4runner rotten betty grumpy oranges kelly1 superstar fordf150 asdfjkl boxing
xtreme denali selena zxcasd huskies terminal wilbur kristy wildfire vladislav bikini thor hollywood
mayhem sultan gretchen figaro sixers sparta saratoga running cloud9 music1 models mojo greenbay cancun
marlene trinidad tammy chewie hope number1 billy1 feet crunch bigbird mellon chicken1 bigtime fashion
piccolo fabie rjirfrgbde rovers meatloaf hyperion sandro rightnow jarhead armani treasure miriam hansen
natural lisalisa sport bizkit chester1 jasmine1 maradona sayang charli rfhbyf utopia anaconda japanese
camilla coconut govols emerson memory catherine jedi cosmo cruise giant ricky dragoon woofwoof giorgi
packer pass1234 poontang emily1 illini christopher davids zaqxsw sandy1 pedro sticks revenge exodus
reebok chanel albatros cabbage goku wally beaner quincy greens tomato toby chief richards turkey50
adriana kenworth happy123 deborah down cooter dinosaur holyshit eeyore movies dana lionking creamy adult
poodle tsunami happyday knopka tommy1 bogart corrado volley tyler1 chickens orgasm whisper flying first
chocolate walleye hopper katie1 sean twisted chaser pepper1 memorex ericsson jensen positive crazybab
science frisco dong jose zorro romance sherwood shania rereirf sausage milana tasha vfvekz profit zenith
fugazi junebug clemson polniypizdec0211 tootsie fktrcfylhf comics zxcasdqwe vfczyz werner aspire
hardrock condom cocks rachael gringo anhyeuem madeline rich becky canon february alien abc12345 harper
justin1 stocks marcos samsung1 clapton roberta coleman applepie skywalker fubar theresa koshka tundra
vitalik arjay gmoney bigsexy ingrid pillow gandalf1 lucky13 fingers samiam dean davidson skorpion candle
nobody hellyeah better australi drew rockhard boob easy bears sparkle johanna everest rfrnec hedgehog
wolfie surf bobby1 fart yosemite marisa voyeur baddog brad jazzman dicks tool temp cheetah 1qa2ws3ed
slacker steele mikemike wood pooppoop america1 barsik valeria deniska br0d3r fright karolina kirsten
vfksirf kume kenshin bootie cyclone starship monty balloon maxell dildo rupert milena bonsai lion
salvador greatone vernon 50cent slider lillian admiral cecilia stolen albion boys midget fuckin freeporn
nikola amanda1 hithere football1 damnit dinamo francois cheng calico duchess scratch powell packers1
stefano fortune nyjets artemis robotech roadkill backdoor rastaman fiesta felicia alliance fletch
jerkoff killbill goliath cinnamon rambler malaka tekken sojdlg123aljg carrera bangbang jeanette marc
fritz ramses operator shado duster spank wibble alibaba mechanic keywest sword amsterda hal9000 bristol
pingpong rasputin marianne hooter tara rctybz sanders faggot krista presto majestic nguyen fowler
passwords buttman snake1 spurs carl pompey trident viagra qwert1 brian1 kipper kingfish zxcvbnm1
gotohell angie guest garage heidi mattie slutty isaiah steeler wrestlin pooter divine emma route66
clipper charley macross railroad lineage2 oleg seamus swimmer ne1469 jokers thursday chico a123456789
solnce erik kimber guiness pussie mathew nature matador sparks typhoon hank secret1 retired subway slave
ivanova ghetto florian love69 vermont tang ktyjxrf lolipop moose1 spears yzerman peterson magick
phillips cinder nwo4life flash1 shearer pupsik charles1 dfkthf allsop city qwer123 grapes 123123q pippen
belle chad venus kcj9wx5n sex123 dammit barry caveman critter underdog r2d2c3po skydive renault onlyme
george1 murder snoopdog jayhawk hotshot caramel broadway kinky theboss fuckher train trout ding umbrella
feather credit splinter depeche seeker fuckthis respect crysis direct animals chemical cyclops chivas
jamesbond blackhaw passpass sinclair team megapass beanie translator helloo magicman cunts phil fishes
supersta giuseppe caligula kill shannon1 juggalo frozen quattro usmc meredith java wassup rosie bullseye
saturday pornos cohiba ashley1 floppy alucard deacon heart tabitha kristine nicole1 tunafish great1
gfhjkm123 dallas1 xbox360 dkflbckfd kickass p0015123 vietnam kendall pearl safari gonzo crawford bob123
klingon jacob1 rain looser goalie damage maureen west dawn tazmania cigars facial cobra1 deepthroat
malina silence samara dfktynbyf fang cruiser vector tommyboy jean banker horizon chainsaw button bigbear
forfun abraham 123456r astrid carole andres sharky enter1 vh5150 royals christina small misfit work
yousuck louis fallout marino13 scania maxx nudist getmoney budweise qazwsx12 song believe brighton
absolut kungfu kostya monaco death1 gunners vfhufhbnf mamapapa minime blueboy penthous chrisbln steph
whitey europa jade bertie daphne groucho champ benny grant mirror village trader stroke walrus susanne
number sabres nipper woman floyd snowboar undertaker flounder moneyman patty bottle love123 kahuna
canadian wolf359 viewsonic coolguy rules downtown wagner strange fabric trisha italian ybrjkfq cypress
qwerty1234 eastside sneakers passme topher taylor1 golfgolf barber sinbad frodo panasoni craig alfa
mybaby skidoo chicago1 massimo back jillian cat123 q123456 sparrow senior dalejr thecat fucku2 snapple
mondeo leanne emmitt thanatos z1x2c3 ghjcnjnfr maximum smegma thesims whitesox chong bonkers poseidon
musica doug johannes gargoyle olivier hambone bluedog intruder sunnyday cyber compute kids smelly spawn
wapbbs answer studly poppy paper ferrari1 simona solution madison1 newcastl adonis goodman sexxxx europe
goldstar again quantum buckshot static turbo1 dollars titanium holly1 erica danzig sadie1 jabroni
library journey beastie chrono dang edwards jane test1234 gunnar federico korn custom lance 1qwerty
assholes daewoo jess briana watcher superman1 albina sunflowe dorian babyblue premier staples nike
stereo westwood apple123 mouse1 usnavy boomboom fresh florida1 sasuke dharma pisces motherlode
multiplelo hang bike sapper scanner marius zeus racer callaway user bayern rover lamont rivers snoop
over walmart micheal starfire theend steel tigger1 erotica aaliyah doogie renee paintbal winston1 sexy69
paint 123qwerty tyson joshua1 newbie knickers lokomotiv hotred ufkbyf panther1 dodge1 laurel shawn
12345z wasser scott1 jessic thirteen rjycnfynby avalanch outkast truman magpie scout philippe poetry
martin1 havefun michell cubbies losers hotpussy deejay fghtkm droopy blossom allmine zerocool janet
tomorrow godfather abby greece second reading greene sascha busted ming bimmer original cbr600 ocean
anne builder demons nitram pudding bounce donuts fucku newyork1 jeanne idontknow audia4 aleksey vfvfgfgf
leonid smokes mylife beerbeer sims redfish harry1 working rodman beaches 1x2zkg8w hairy contact start
luis bogey prissy 123456s gegcbr tights insert carla dante beretta francesc jewels searay padres celeron
mittens quartz ziggy diehard micron syncmaster cornell christie stunner hockey1 simon1 rtyuehe hoosier
zxasqw12 peyton cheese1 orange1 paintball bing monalisa queens terrapin a1s2d3 spongebob buzz attitude
backup whisky clevelan ling cedric marin barefoot artur chuckles barrett meathead bigass ou8122 titty
spike1 gretzky kosmos cfitymrf biggles cambiami sexy1 12345678q thongs blessing what aleksandra ginger1
twinkle gladiator gollum southpark rabota mazafaka goodboy carbon scuba tango stoney brent weaver will
volvo footbal pianoman gaston casanova traveler clark stumpy hawkeyes clarinet looney mommy maggot
felipe bucket eduardo freeze sound sexyman johnboy dian snapon deeznutz warthog vegas rooney honey1
futbol filthy steam carina 123aaa mustard boricua meowmeow maste mellow love1 abc1234 sunshin bengals
combat goofy whatsup sauron krystal alina lover1 monster1 prophet joker1 loco lovesex twins triangle
booker reefer nickel venice xander strip valencia lord rhiannon crystal1 smeghead valeri andromeda
12qwas diver cerberus james007 sputnik groove lambert usarmy more tiberius zigzag sting abcd123 bean
welder radio petra focus gabriell candice salamander eternal silver1 bunny1 motley resident hayabusa
marcia rambo together rainman poochie purdue redwood ripple buzzard wang redwing boobie juliette monke
hokies phish 1q2w3e4r5 crjhgbjy jagger nokia6300 rockford shou tuan goldwing brewster bermuda zero
thegreat proxy confused badgirl lola bacardi sweet1 derek whiskers spaceman starman rebecca1 trial karma
claudio 12qw34er allstar carolin gesperrt lynn swords rasta wildman nikolay kang slinky wrestling jamie1
mohammed pinhead hacked logan1 sersolution penny1 overkill rhfcjnrf mishka montgom240 banane bulldog1
person public fester something 12345qwe lions helmet buffy1 ripken frisky changed games higgins trapper
piper windsor supreme ib6ub9 kaylee athens norway runescape oasis jill hurley lightning dbrnjh shun chun
edward1 darius chip hill midway kool hoosiers vinnie recovery cicero napster lionel amazing tracker
laser adrienne roadking menace secure stoned br549 thedog sacred squash nice smoking pony feng illusion
woohoo rachel1 medicine antoine leavemealone bagira megatron orchid reader comet clown zippy company
doghouse stacy wild army maxim 12345678a paula bravo buddah jaybird chuckie look maria1 morning dino
peach todd hanna chuang mortgage idiot heineken saleen rulezzz fishing1 massage sonics moonlight butts
motherfucker pobeda benfica poker kashmir realmadrid balloons optimus chunky gsxr750 tinkerbell chou
shai common starter brewer babyface pants gregor dogfood hardcock deluxe bigmike blackbir bookworm
hampton jeffery salomon godfathe meister angus intel seahawks eagles1 talisman blackjack eraser collin
pissing hawaiian zhong mian michae berger alphabet tricia beautifu misha maryann adams jenn riley xxx123
really sally1 mortimer tongue gator1 century sancho remote darkman buddie roadrunn pizzas lexus
password2 medusa health stalin toledo cubswin dutch lilly beowulf charlene willia christmas pool
handyman pacers unique eleanor digital1 missy1 clouds tiffany1 cgfhnfr breasts chinook just4me nuts
wedding calgary dutchess gfhjkm1 heckfy max123 ludmila gong nova shell lori site because cheater famous
delphi cathy wareagle martine gromit sponge ashlee valkyrie yoda glory teddy1 passwd idontkno smiths
mohamed teddybea killers boxster five dragonball beast1 babybaby mermaid qazwsx1 satana dolphin1 bhbirf
foryou misty1 nasty1 qazzaq hong puddin chao shang zhei quan inuyasha stanford peacock assword misery
desiree barnes sullivan beamer diggler medical 1pussy wishbone circle property ripley thedude cloud
fisting austin1 alexia beemer jayden gameover sparky1 redline venera linda1 salsero fuckoff1 adam12 lust
fytxrf sergi kittykat spanish sinister india vedder gonavy manowar novell lang colonel rancid diao
dragon12 chrome friendly aa123456 destroy titten electra polly geoffrey newpass6 bella1 eureka onetime
phone katherine otto lakota claymore hotbox asia banner madina manuela bitchass ruby sporting bartman
matthews checkers playing carmel gabriela dfcbkbq nimbus wrestle bulls jktymrf alexalex preacher
gamecube mustafa svoboda 123321a circus armagedon alenka playstation z1x2c3v4 leng qing cong zheng
magical park claudi marine1 rhtdtlrj pablo thumbs camper doitnow goaway subzero charity hootie face
pissoff jammin beth blackout crow darrell cocaine bcfields skylar rolling loaded milkman lotus davide
bigbutt electron johann devil666 12345t cheeks skate silverad lighter hassan pothead oliver1 gobucks
123456qw squall thunderb courage pippin ghostrider antoni kaitlyn neng peng miao teng xuan xiao reynolds
cannabis xerxes ipswich ninjas mango farley lucille pinky jimmie nude dieter annika mitch southpar
marika jackson5 dickie jetski finance tdutybz dianne forward jenkins bright absolute morgan1 bilbo
musashi ferris iamgod lipstick 1234567890a laurence mandarin baseball1 quest tottenham adults yfnfkmz
kleopatra tulips nong piao ruan zhuang chai dirtbike sheba pickup dwayne othello mari katherin forum
sonny 12qw12 rider a11111 warner northern cinema cameltoe petrov bluefish fuzzy pheonix iscool secrets
elite toon modena bert marsha slippery kissing caravan divorce tank beatle jump akira sanfran 1qaz2ws
cheech badman samtron paloma yang dolores sveta qweasd123 shadows mollydog annabell starcraf ghblehjr
vasilisa jameson chuai deng qiao zhou zhun jiang luan sang ying scorpio1 beans slim illinois warning
ebony meat jockey deadpool hillary bearcat caprice farscape evan bigtit lassie zappa sander nicol
sunflower hopeless sheriff carpedie bank love12 asdfzxcv sherri march bingo1 slave1 barton shepherd
gatorade keegan high cameron1 guitar1 toolman barker spectre pussey nuggets borussia mantis banzai
ariana flexible chloe1 mullet graphics fyutkbyf 123qq123 mancity templar stories yfcntymrf fergie
records thedoors 7ugd5hip2j gawker pussyman skyler elizaveta colton huai seng xiang zhuai guai solo
moritz monte lemon strength talon rhino cowboy1 susana sonoma three mack spinner allan keller webmaste
aaron1 grease augustus raquel alejandro chimera rufus stretch ticket bacchus kendra twenty corsair
kinder argentina corleone zhai spice mickey1 vampires domain iomega heater hover alex123 ltybcrf artemka
xxxpass qiong ting hippie jing reng tian tong poland deutsch babylove becker speedo brett oceans slapper
letter harvard bonjovi mazda virtual cosmic leon snuffy blaze sergeant maggie1 dragonba spurs1 stonecold
hellos jacques register buttercu huang millions millwall patience chrysler merlot bullfrog latinas
a12345678 xyz123 istanbul phoeni ashleigh kotaku universal noelle binladen artem shanghai porsche1
castro gabriel1 ceng chuo jiong xiong shei meng hans wraith pierce jayhawks kilroy amateurs dotcom
cattle daemon ntktajy barbados renata thoma balance mikey1 chan nomore pdtplf canyon kayla jackpot mets
orion1 pulsar baron marker chippy nightmare monarch hamish aubrey reds knockers dipshit alexey malone
athlon hubert chevrolet eddie1 vadim everett napoli myname belly cobalt counter dialog house1 augusta
smokie cristian coolness cougars screen criminal hardware ramones bobdylan ning capslock rong zaraza
ciccio teddybear alisha gfhjkmgfhjkm chui liang pian niao gadget shiner laurent fulham missouri carlitos
dwight helene halifax dogshit entropy coldbeer silent lost silly netscape boom edgar dog123 golfer1
county deep freeway syzygy andromed game media wings brigitte danny1 yeahbaby diego yolanda eldorado
hollow crack eastwood monkey12 gunther paranoid anita sexyboy rainbow6 soulmate gooner drunk persik
lesley geneva 9293709b13 microphone kakashka 50spanks 111111a fgtkmcby mclaren spread geng shuo zhui
duan nuan qiang weng shuang bamboo brittney fastball creature cards just4fun matteo fuckyo hack smashing
foot washington arlene baggio carlito jones1 hopeful astro hondas snooker sophi redbird bigblue annie1
dynasty mephisto temp123 trainer rebel1 iceberg shitface fountain specialk estrella some generic
buddyboy stevens arcadia manning nikitos piramida violetta bailey1 piano spencer1 salasana q2w3e4r5
maxxxx zang shutup thing suan heritage liao browning homerj tiburon obelix kris chopin insomnia hooper
promise cygnus theater romero jelly plasma kissmyass here ninja1 submit spider1 budapest jayson sexysexy
jorda citizen sahara pinkfloyd card stroker pavlov playboy1 pasword amigo heynow arturo fight ventura
sandwich fraser yummy homeboy royal testpass gamecock milo maxwell1 magician female wildcard sassy1
magazine telephon bigfish tripod kuai lazarus cleo licking dundee 1234asdf 1a2s3d4f brodie misfits
slavik rochelle sleeper seeking pringles butcher patric iverson3 nanook vsjasnel12 darklord loveless
bruno1 radiohea cang shao sheng guang shuai xing karin hughes giorgio maxime sphinx reckless triple
baldwin taxman orient desmond married zhjckfd mordor hunt romano jiggaman ramsey officer lovebug sam123
tiger123 classics hooligan pluto georg bolton scrabble jezebel major jellybea mason1 shock drakon seadoo
mexican hawaii50 pharmacy door lena abnormal patrice concorde alfredo cdtnbr qazwsxedc123 puffy islander
chantal jakejake
`;
